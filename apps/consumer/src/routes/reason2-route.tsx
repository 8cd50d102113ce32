import { useSearchParams } from 'react-router';
import { ApplicationReasonScreen } from '../features/cancellation/reason2-screen';

/** #/reason2?id={orderId} (spec §2): changing the reason of the pending cancellation application; logged-in travellers only. */
export function Reason2Route() {
  const [params] = useSearchParams();
  return <ApplicationReasonScreen orderId={params.get('id')} />;
}
