import type { OrderFacts } from './order-facts';
import { ORDER_STORE_STATUS } from './order-store-status';

/** Why the counter cannot hand an order's luggage back: see {@link checkOutRefusal}. */
export type CheckOutRefusal =
  /** Handed back already (storeStatus 30). */
  | { reason: 'completed' }
  /** The luggage is not in store (never checked in). */
  | { reason: 'notStored' }
  /** No longer paid, a refund under way for instance. */
  | { reason: 'notPaid' };

/**
 * Why the counter cannot check `order` out (order/store 30), or null when it can, in this order: handed
 * back already, luggage not in store (storeStatus ≠ 20), not paid. Any day will do: days after the last
 * one are charged (pickUpCharge), a pick-up before it refunds nothing.
 */
export function checkOutRefusal(order: Pick<OrderFacts, 'status' | 'storeStatus'>): CheckOutRefusal | null {
  if (order.storeStatus === ORDER_STORE_STATUS.completed) return { reason: 'completed' };
  if (order.storeStatus !== ORDER_STORE_STATUS.stored) return { reason: 'notStored' };
  if (order.status !== 'paid') return { reason: 'notPaid' };
  return null;
}
