import type { OrderStatus } from '../../db/database-schema';

/**
 * The status an order has at `now` (ms): an unpaid row whose hold has ended (pay_before reached, as in
 * orderHoldsUnits) is 'lapsed' whether or not the column says so yet.
 */
export function orderStatusAt(order: { status: OrderStatus; pay_before: Date }, now: number): OrderStatus {
  return order.status === 'unpaid' && order.pay_before.getTime() <= now ? 'lapsed' : order.status;
}
