import { toShanghaiDateTime, type Instant } from '../dates/instant';
import type { OrderStatus } from './order-status';

/** What orderStatusAt reads of an order: its status as stored and the end of its payment time. */
export interface PayableOrder {
  status: OrderStatus;
  /** When an unpaid order stops holding its units. */
  payBefore: Instant;
}

/**
 * The status an order has at `now`: an unpaid order whose payment time has ended (`payBefore` reached:
 * at `payBefore` itself it is over) is 'lapsed', whether or not the stored status says so yet; every other
 * status stands as it is. The server's SQL for units held (orderHoldsUnits) draws the same line.
 */
export function orderStatusAt(order: PayableOrder, now: Instant): OrderStatus {
  if (order.status !== 'unpaid') return order.status;
  return toShanghaiDateTime(order.payBefore).toMillis() <= toShanghaiDateTime(now).toMillis() ? 'lapsed' : 'unpaid';
}
