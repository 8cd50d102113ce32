import { toShanghaiDateTime, type Instant } from '../dates/instant';
import { changeRefusal, type ChangeRefusal } from './change-refusal';
import type { OrderFacts } from './order-facts';

/** Why a booking cannot move to another shop: see {@link moveRefusal}. */
export type MoveRefusal =
  | ChangeRefusal
  /** The order is itself a supplementary order (an extension or a change of shop): only its booking moves. */
  | { reason: 'supplement' }
  /** The booking has extensions (paid or waiting for payment) at its shop: they would stay behind. */
  | { reason: 'extended' }
  /** The shop asked for is the booking's own. */
  | { reason: 'sameShop' }
  /** The last storage day (`date`, 'yyyy-MM-dd') has passed in Asia/Shanghai: there is nothing left to move. */
  | { reason: 'ended'; date: string };

/** What moveRefusal reads of a booking besides the order facts. */
export interface MovableOrder extends Pick<OrderFacts, 'status' | 'storeStatus' | 'pendingApplication' | 'endTime'> {
  storeId: number;
  /** Whether the order is a supplementary order (user_order.supplement set). */
  isSupplement: boolean;
  /** Whether the booking has extensions that are paid or wait for payment. */
  hasExtensions: boolean;
}

/**
 * Why `order` cannot move to any other shop at `now` (the order screen offers 'change shop' when null):
 * first that it is a booking, not a supplement ('supplement'), then what every change needs (changeRefusal:
 * paid, luggage not taken in, no application pending), then that its last day has not passed ('ended',
 * Asia/Shanghai whatever the device's zone), then that it has no extensions ('extended': their days are
 * held at its shop and would not move with it).
 */
export function orderMoveRefusal(order: MovableOrder, now: Instant): Exclude<MoveRefusal, { reason: 'sameShop' }> | null {
  if (order.isSupplement) return { reason: 'supplement' };
  const refusal = changeRefusal(order);
  if (refusal) return refusal;
  const end = toShanghaiDateTime(order.endTime).toISODate();
  if (toShanghaiDateTime(now).toISODate() > end) return { reason: 'ended', date: end };
  return order.hasExtensions ? { reason: 'extended' } : null;
}

/**
 * Why `order` cannot move to shop `storeId` at `now` (the FAQ's change of shop), or null when it can:
 * orderMoveRefusal, then that the shop is another one ('sameShop'). Room at the new shop is the server's
 * to check under lock.
 */
export function moveRefusal(order: MovableOrder, storeId: number, now: Instant): MoveRefusal | null {
  return orderMoveRefusal(order, now) ?? (order.storeId === storeId ? { reason: 'sameShop' } : null);
}
