import { useCurrentShop } from '../app/current-shop';
import { ShopStats } from '../features/reports/shop-stats';

/** #/bussiness/stats: the current shop's monthly summary and daily statistic. */
export function BusinessStatsRoute() {
  const { storeId } = useCurrentShop();
  // Keyed by shop: the month picked and the measure belong to the shop they were chosen at.
  return <ShopStats key={storeId} storeId={storeId} />;
}
