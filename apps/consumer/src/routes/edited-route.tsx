import { useSearchParams } from 'react-router';
import { EditedScreen } from '../features/order-edit/edited-screen';

/** #/edited?id={orderId} (spec §2): the change of days waiting for the shop, with a way to withdraw it; logged-in travellers only. */
export function EditedRoute() {
  const [params] = useSearchParams();
  return <EditedScreen orderId={params.get('id')} />;
}
