import type { Instant } from '../dates/instant';
import type { OrderFacts } from './order-facts';
import { ORDER_STORE_STATUS } from './order-store-status';
import { reviewFlag } from './review-flag';

/** Why an order cannot be reviewed: see {@link reviewRefusal}. */
export type ReviewRefusal =
  /** Only a paid order can be reviewed (a refunded one no longer). */
  | { reason: 'notPaid' }
  /** One review per order. */
  | { reason: 'reviewed' }
  /** Its storage has not started yet. */
  | { reason: 'notYet' }
  /** Its luggage was never checked in at the shop: a booking the traveller never brought is not reviewed. */
  | { reason: 'notStored' };

/**
 * Why the traveller cannot review `order` at `now` (review/), or null when they can, in this order: it
 * must be paid, not reviewed yet, its start must be past (as the review flag has it: strictly before
 * `now`, so a start on '2026-11-23' can be reviewed from 2026-11-23 00:00:00.001 Asia/Shanghai on), and
 * its luggage must have been stored at the shop (storeStatus 20 stored or 30 handed back), as
 * isReviewOffered has it on the screens.
 */
export function reviewRefusal(order: Pick<OrderFacts, 'status' | 'hasReview' | 'startTime' | 'storeStatus'>, now: Instant): ReviewRefusal | null {
  if (order.status !== 'paid') return { reason: 'notPaid' };
  if (order.hasReview) return { reason: 'reviewed' };
  if (!reviewFlag({ hasReview: false, startTime: order.startTime }, now)) return { reason: 'notYet' };
  const wasStored = order.storeStatus === ORDER_STORE_STATUS.stored || order.storeStatus === ORDER_STORE_STATUS.completed;
  return wasStored ? null : { reason: 'notStored' };
}
