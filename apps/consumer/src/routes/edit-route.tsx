import { useSearchParams } from 'react-router';
import { useNow } from '../shared/dates/use-now';
import { EditScreen } from '../features/order-edit/edit-screen';

/** #/edit?id={orderId} (spec §2): asking the shop to move the storage days; logged-in travellers only. */
export function EditRoute() {
  const [params] = useSearchParams();
  const now = useNow();
  return <EditScreen orderId={params.get('id')} now={now} />;
}
