import type { BusinessOrder } from '@luggage/api/contract';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';

/** Where an order stands at the counter: the key of its status text in the 'counter' namespace. */
export type OrderStateKey = 'waiting' | 'stored' | 'completed' | 'notPaid';

/** The counter's status of an order: handed back, in store, not paid, or booked and waiting for its luggage. */
export function orderState(order: Pick<BusinessOrder, 'status' | 'storeStatus'>): OrderStateKey {
  if (order.storeStatus === ORDER_STORE_STATUS.completed) return 'completed';
  if (order.storeStatus === ORDER_STORE_STATUS.stored) return 'stored';
  if (order.status !== 'paid') return 'notPaid';
  return 'waiting';
}
