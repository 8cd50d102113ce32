import { useCurrentShop } from '../app/current-shop';
import { ShopStats } from '../features/reports/shop-stats';

/** #/bussiness/stats: the current shop's monthly summary and daily statistic; for its owner first the refunds still owed. */
export function BusinessStatsRoute() {
  const { storeId, role } = useCurrentShop();
  // Keyed by shop: the month picked and the measure belong to the shop they were chosen at.
  return <ShopStats key={storeId} storeId={storeId} withOwedRefunds={role === 'owner'} />;
}
