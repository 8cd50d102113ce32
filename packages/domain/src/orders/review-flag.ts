import { toShanghaiDateTime, type Instant } from '../dates/instant';

/** The fields of an order the review flag reads. */
export interface ReviewFlagInput {
  /** Whether the order already has a review. */
  hasReview: boolean;
  /** When storage starts. */
  startTime: Instant;
}

/**
 * The order list's review flag (spec §3): true when the order has a review or its `startTime` is already
 * past at `now` (strictly before). A start exactly at `now` is not past yet.
 */
export function reviewFlag(order: ReviewFlagInput, now: Instant): boolean {
  return order.hasReview || toShanghaiDateTime(order.startTime).toMillis() < toShanghaiDateTime(now).toMillis();
}
