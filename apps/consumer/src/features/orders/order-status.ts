import type { OrderListItem } from '@luggage/api/contract';
import { storeStatusName } from '@luggage/domain/orders';

/** The label of an order's state, an i18n key under orders `status.`. */
export type OrderStatusKey =
  | 'unpaid'
  | 'paid'
  | 'stored'
  | 'completed'
  | 'cancelApplied'
  | 'editApplied'
  | 'cancelled'
  | 'refunding'
  | 'refunded'
  | 'lapsed';

/**
 * One label for where an order stands: the money state (status) first; for a paid order the shop side
 * (storeStatus) says whether it is stored, handed back, or waiting on a cancellation or change application.
 */
export function orderStatusKey({ status, storeStatus }: Pick<OrderListItem, 'status' | 'storeStatus'>): OrderStatusKey {
  if (status !== 'paid') return status;
  const name = storeStatusName(storeStatus);
  return name === null || name === 'booked' ? 'paid' : name;
}
