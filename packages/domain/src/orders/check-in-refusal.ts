import { shanghaiToday } from '../dates/shanghai-today';
import { toShanghaiDateTime, type Instant } from '../dates/instant';
import type { ApplicationKind, OrderFacts } from './order-facts';
import { ORDER_STORE_STATUS } from './order-store-status';

/** Why the counter cannot take in an order's luggage: see {@link checkInRefusal}. */
export type CheckInRefusal =
  /** Handed back already (storeStatus 30). */
  | { reason: 'completed' }
  /** Not paid: unpaid, lapsed, cancelled, refunding or refunded. */
  | { reason: 'notPaid' }
  /** A cancellation application or change of days waits for the shop's answer. */
  | { reason: 'applicationPending'; kind: ApplicationKind }
  /** The luggage is in store already (storeStatus 20): the counter hands it back instead. */
  | { reason: 'inStore' }
  /** The first storage day, `date` ('yyyy-MM-dd'), has not come in Asia/Shanghai. */
  | { reason: 'tooEarly'; date: string }
  /** The last storage day, `date`, has passed: its room is no longer held, so storing it could overfill the shop. */
  | { reason: 'ended'; date: string };

/**
 * Why the counter cannot check `order` in at `now` (order/store 20), or null when it can, in this order:
 * handed back, not paid, an application pending, in store already, before its first day, after its last
 * day. Days are Asia/Shanghai calendar days whatever the device's zone: from 00:00 of the first day to
 * 24:00 of the last. `status` is the one at `now` (see orderStatusAt).
 */
export function checkInRefusal(
  order: Pick<OrderFacts, 'status' | 'storeStatus' | 'pendingApplication' | 'startTime' | 'endTime'>,
  now: Instant,
): CheckInRefusal | null {
  if (order.storeStatus === ORDER_STORE_STATUS.completed) return { reason: 'completed' };
  if (order.status !== 'paid') return { reason: 'notPaid' };
  if (order.pendingApplication) return { reason: 'applicationPending', kind: order.pendingApplication.kind };
  if (order.storeStatus === ORDER_STORE_STATUS.stored) return { reason: 'inStore' };
  const today = shanghaiToday(now);
  const startDate = toShanghaiDateTime(order.startTime).toISODate();
  if (today < startDate) return { reason: 'tooEarly', date: startDate };
  const endDate = toShanghaiDateTime(order.endTime).toISODate();
  if (today > endDate) return { reason: 'ended', date: endDate };
  return null;
}
