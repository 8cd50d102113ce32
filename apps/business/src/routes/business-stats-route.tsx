import { useCurrentShop } from '../app/current-shop';
import { ShopStats } from '../features/reports/shop-stats';

/** #/bussiness/stats: the current shop's monthly summary and daily statistic. */
export function BusinessStatsRoute() {
  const { storeId } = useCurrentShop();
  return <ShopStats storeId={storeId} />;
}
