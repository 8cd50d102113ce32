import type { BusinessOrder } from '@luggage/api/contract';
import { storeStatusName } from '@luggage/domain/orders';

/** Where an order stands at the counter: the key of its status text in the 'counter' namespace. */
export type OrderStateKey = 'waiting' | 'stored' | 'completed' | 'notPaid';

/** The counter's status of an order: handed back, in store (storeStatusName), not paid, or booked and waiting for its luggage. */
export function orderState(order: Pick<BusinessOrder, 'status' | 'storeStatus'>): OrderStateKey {
  const name = storeStatusName(order.storeStatus);
  if (name === 'completed' || name === 'stored') return name;
  return order.status === 'paid' ? 'waiting' : 'notPaid';
}
