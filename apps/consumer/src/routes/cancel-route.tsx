import { useSearchParams } from 'react-router';
import { useNow } from '../shared/dates/use-now';
import { CancelScreen } from '../features/cancellation/cancel-screen';

/** #/cancel?id={orderId} (spec §2): the cancellation rule, the deadline and the refund, or why the order cannot be cancelled; logged-in travellers only. */
export function CancelRoute() {
  const [params] = useSearchParams();
  const now = useNow();
  return <CancelScreen orderId={params.get('id')} now={now} />;
}
