/**
 * The business events the services count (orders booked, payments, refunds), as a small interface passed in
 * their deps so that services never import the metrics library; see createServerMetrics for the Prometheus one.
 */
export interface BusinessMetrics {
  /** An unpaid (or free, at once paid) order was booked by add order. */
  orderBooked(): void;
  /** A payment was confirmed (the order became paid). */
  paymentSucceeded(): void;
  /** A refund is owed: recorded to be started with the payment provider. */
  refundOwed(): void;
  /** A refund was started with the payment provider. */
  refundStarted(): void;
  /** The retry job asked the provider again about a refund still owed. */
  refundRetried(): void;
}

/** Counts nothing: for services called outside a server (scripts, tests that do not look at metrics). */
export const NO_BUSINESS_METRICS: BusinessMetrics = {
  orderBooked: () => undefined,
  paymentSucceeded: () => undefined,
  refundOwed: () => undefined,
  refundStarted: () => undefined,
  refundRetried: () => undefined,
};
