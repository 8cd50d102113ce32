import { useParams } from 'react-router';
import { ComboOrderView } from '../features/combo/combo-order-view';

/** #/combo/order/{id}: one of my combo orders. */
export function ComboOrderRoute() {
  const { id } = useParams();
  return <ComboOrderView comboOrderId={id} />;
}
