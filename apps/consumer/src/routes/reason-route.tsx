import { useSearchParams } from 'react-router';
import { useNow } from '../shared/dates/use-now';
import { CancelReasonScreen } from '../features/cancellation/reason-screen';

/** #/reason?id={orderId} (spec §2): the reason, a confirmation and the cancellation with its refund; logged-in travellers only. */
export function ReasonRoute() {
  const [params] = useSearchParams();
  const now = useNow();
  return <CancelReasonScreen orderId={params.get('id')} now={now} />;
}
