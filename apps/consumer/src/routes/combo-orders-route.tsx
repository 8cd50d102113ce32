import { ComboOrderList } from '../features/combo/combo-order-list';

/** #/combo/orders: my combo packages. */
export function ComboOrdersRoute() {
  return <ComboOrderList />;
}
