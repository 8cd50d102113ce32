import type { ApplicationKind, OrderFacts } from './order-facts';
import { ORDER_STORE_STATUS } from './order-store-status';

/** Why a traveller cannot change an order (cancel it, apply for its cancellation or ask for other days). */
export type ChangeRefusal =
  /** Cancelled before or after payment (cancelled, refunding, refunded). */
  | { reason: 'cancelled' }
  /** Not paid (unpaid or lapsed). */
  | { reason: 'notPaid' }
  /** The luggage is at the shop (storeStatus 20) or was handed back (30). */
  | { reason: 'stored' }
  /** An application of `kind` waits for the shop: one at a time. */
  | { reason: 'applicationPending'; kind: ApplicationKind };

const CANCELLED: readonly OrderFacts['status'][] = ['cancelled', 'refunding', 'refunded'];

/**
 * What every change a traveller asks of an order needs, in this order: the order is paid (a cancelled
 * one says 'cancelled', an unpaid or lapsed one 'notPaid'), its luggage has not been taken in (storeStatus
 * 20 or 30: 'stored') and no application waits for the shop ('applicationPending', with its kind). Null
 * when the order can be changed. `status` is the one at the time asked about (see orderStatusAt).
 */
export function changeRefusal(order: Pick<OrderFacts, 'status' | 'storeStatus' | 'pendingApplication'>): ChangeRefusal | null {
  if (CANCELLED.includes(order.status)) return { reason: 'cancelled' };
  if (order.status !== 'paid') return { reason: 'notPaid' };
  if (order.storeStatus === ORDER_STORE_STATUS.stored || order.storeStatus === ORDER_STORE_STATUS.completed) return { reason: 'stored' };
  if (order.pendingApplication) return { reason: 'applicationPending', kind: order.pendingApplication.kind };
  return null;
}
