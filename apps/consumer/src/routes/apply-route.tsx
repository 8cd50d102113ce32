import { useSearchParams } from 'react-router';
import { useNow } from '../shared/dates/use-now';
import { ApplyCancelScreen } from '../features/cancellation/apply-screen';

/** #/apply?id={orderId} (spec §2): applying to the shop for cancellation after the free-cancellation deadline; logged-in travellers only. */
export function ApplyRoute() {
  const [params] = useSearchParams();
  const now = useNow();
  return <ApplyCancelScreen orderId={params.get('id')} now={now} />;
}
