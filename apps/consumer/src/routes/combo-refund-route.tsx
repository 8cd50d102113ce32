import { useParams } from 'react-router';
import { ComboRefundConfirm } from '../features/combo/combo-refund-confirm';

/** #/combo/refund/{id}: refunding the unused days of one of my combo orders. */
export function ComboRefundRoute() {
  const { id } = useParams();
  return <ComboRefundConfirm comboOrderId={id} />;
}
