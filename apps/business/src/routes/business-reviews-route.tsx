import { useState } from 'react';
import { useCurrentShop } from '../app/current-shop';
import { ReviewList } from '../features/reviews/review-list';

/** #/bussiness/reviews: the current shop's reviews, each with its reply or the form to send it. */
export function BusinessReviewsRoute() {
  const { storeId } = useCurrentShop();
  const [now] = useState(() => Date.now());
  return <ReviewList key={storeId} storeId={storeId} now={now} />;
}
