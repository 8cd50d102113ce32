import type { Instant } from '../dates/instant';
import type { OrderFacts } from './order-facts';
import { reviewFlag } from './review-flag';

/** Why an order cannot be reviewed: see {@link reviewRefusal}. */
export type ReviewRefusal =
  /** Only a paid order can be reviewed (a refunded one no longer). */
  | { reason: 'notPaid' }
  /** One review per order. */
  | { reason: 'reviewed' }
  /** Its storage has not started yet. */
  | { reason: 'notYet' };

/**
 * Why the traveller cannot review `order` at `now` (review/), or null when they can, in this order: it
 * must be paid, not reviewed yet, and its start must be past (as the review flag has it: strictly before
 * `now`, so a start on '2026-11-23' can be reviewed from 2026-11-23 00:00:00.001 Asia/Shanghai on).
 */
export function reviewRefusal(order: Pick<OrderFacts, 'status' | 'hasReview' | 'startTime'>, now: Instant): ReviewRefusal | null {
  if (order.status !== 'paid') return { reason: 'notPaid' };
  if (order.hasReview) return { reason: 'reviewed' };
  return reviewFlag({ hasReview: false, startTime: order.startTime }, now) ? null : { reason: 'notYet' };
}
