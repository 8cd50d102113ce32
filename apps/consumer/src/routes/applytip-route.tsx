import { useSearchParams } from 'react-router';
import { ApplicationTipScreen } from '../features/cancellation/applytip-screen';

/** #/applytip?id={orderId} (spec §2): the pending cancellation application: withdraw it or change its reason; logged-in travellers only. */
export function ApplytipRoute() {
  const [params] = useSearchParams();
  return <ApplicationTipScreen orderId={params.get('id')} />;
}
