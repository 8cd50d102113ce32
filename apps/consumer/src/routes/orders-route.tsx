import { useNow } from '../shared/dates/use-now';
import { OrderList } from '../features/orders/order-list';

/** #/orders: the traveller's orders (spec §2), for logged-in consumers; a guest logs in first and returns here. */
export function OrdersRoute() {
  const now = useNow();
  return <OrderList now={now} />;
}
