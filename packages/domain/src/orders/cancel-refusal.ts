import { toShanghaiDateTime, type Instant } from '../dates/instant';
import { cancelDeadline } from './cancel-deadline';
import { changeRefusal, type ChangeRefusal } from './change-refusal';
import type { OrderFacts } from './order-facts';

/** Why an order cannot be cancelled for free: see {@link cancelRefusal}. */
export type CancelRefusal =
  | ChangeRefusal
  /** 24:00 Asia/Shanghai of the storage date has passed (`deadline`, epoch ms): apply to the shop instead. */
  | { reason: 'deadlinePassed'; deadline: number };

/**
 * Why the traveller cannot cancel `order` for free at `now` (order/cancel, spec §1 FAQ), or null when
 * they can: first what every change needs (changeRefusal: paid, luggage not taken in, nothing pending),
 * then the deadline, 24:00 Asia/Shanghai of the storage date (cancelDeadline), whatever the device's zone:
 * 23:59:59 is still in time, 24:00 is not.
 */
export function cancelRefusal(order: Pick<OrderFacts, 'status' | 'storeStatus' | 'pendingApplication' | 'startTime'>, now: Instant): CancelRefusal | null {
  const refusal = changeRefusal(order);
  if (refusal) return refusal;
  const deadline = cancelDeadline(order.startTime);
  return toShanghaiDateTime(now).toMillis() < deadline ? null : { reason: 'deadlinePassed', deadline };
}
