import { useParams, useSearchParams } from 'react-router';
import { useNow } from '../shared/dates/use-now';
import { ShopPage } from '../features/shop-detail/shop-page';
import { LatestReviews } from '../features/comments/latest-reviews';
import { ShopShareButton } from '../features/wechat-share/shop-share-button';

/** #/shop/{id}: the shop page (spec §2) with its 'share' and its latest reviews; step=2 means the traveller came from the map's card to book. */
export function ShopRoute() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const now = useNow();
  return (
    <ShopPage
      shopId={id}
      now={now}
      focusBooking={params.get('step') === '2'}
      shareAction={(shop) => <ShopShareButton shop={shop} />}
      reviews={(shop) => <LatestReviews storeId={shop.id} now={now} />}
    />
  );
}
