import { useSearchParams } from 'react-router';
import { useNow } from '../shared/dates/use-now';
import { ReviewScreen } from '../features/review/review-screen';

/** #/review?id={orderId} (spec §2): reviewing an order; logged-in travellers only. */
export function ReviewRoute() {
  const [params] = useSearchParams();
  const now = useNow();
  return <ReviewScreen orderId={params.get('id')} now={now} />;
}
