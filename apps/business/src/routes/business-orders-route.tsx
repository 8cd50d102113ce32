import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentShop } from '../app/current-shop';
import { orderTabFrom, type OrderTab } from '../features/reports/order-tab';
import { ShopOrderTabs } from '../features/reports/shop-order-tabs';

/** #/bussiness/orders: the current shop's luggage and consumption orders; `?tab=consume` opens the second list. */
export function BusinessOrdersRoute() {
  const { storeId } = useCurrentShop();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: 'today' in the headings stays the day the list was opened, like the list itself.
  const [now] = useState(() => Date.now());
  const select = (tab: OrderTab) => setSearchParams(tab === 'luggage' ? {} : { tab }, { replace: true });
  return <ShopOrderTabs storeId={storeId} now={now} selected={orderTabFrom(searchParams.get('tab'))} onSelect={select} />;
}
