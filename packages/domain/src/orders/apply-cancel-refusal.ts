import { toShanghaiDateTime, type Instant } from '../dates/instant';
import { cancelDeadline } from './cancel-deadline';
import { changeRefusal, type ChangeRefusal } from './change-refusal';
import type { OrderFacts } from './order-facts';

/** Why a traveller cannot apply for the cancellation of an order: see {@link applyCancelRefusal}. */
export type ApplyCancelRefusal =
  | ChangeRefusal
  /** Free cancellation is still possible until `deadline` (epoch ms): cancel instead. */
  | { reason: 'stillFree'; deadline: number };

/**
 * Why the traveller cannot apply to the shop for cancelling `order` at `now` (apply_cancel), or null
 * when they can: what every change needs (changeRefusal), then free cancellation must be over, i.e. `now`
 * at or after 24:00 Asia/Shanghai of the storage date (cancelDeadline). Exactly one of cancelRefusal's
 * 'deadlinePassed' and this 'stillFree' holds for a changeable order.
 */
export function applyCancelRefusal(
  order: Pick<OrderFacts, 'status' | 'storeStatus' | 'pendingApplication' | 'startTime'>,
  now: Instant,
): ApplyCancelRefusal | null {
  const refusal = changeRefusal(order);
  if (refusal) return refusal;
  const deadline = cancelDeadline(order.startTime);
  return toShanghaiDateTime(now).toMillis() >= deadline ? null : { reason: 'stillFree', deadline };
}
