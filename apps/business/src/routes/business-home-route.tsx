import { useCurrentShop } from '../app/current-shop';
import { ShopDay } from '../features/shop-day/shop-day-view';

/** #/bussiness: the current shop's day (confirm open, the counter's actions, expected drop-offs and pick-ups). */
export function BusinessHomeRoute() {
  const { storeId } = useCurrentShop();
  return <ShopDay storeId={storeId} />;
}
