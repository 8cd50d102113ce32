import type { Instant } from '../dates/instant';
import type { OrderStatus } from './order-status';

/** The two applications a traveller can send the shop: cancel after the free deadline, or change the days. */
export type ApplicationKind = 'cancel' | 'edit';

/**
 * What the order rules read of an order, the same on the server (its locked row) and on a screen (its
 * loaded order). Each rule takes only the fields it needs.
 */
export interface OrderFacts {
  /** Where its money stands at the `now` the rule is asked about (see orderStatusAt). */
  status: OrderStatus;
  /** The shop side: see ORDER_STORE_STATUS. */
  storeStatus: number;
  /** The first storage day: its Asia/Shanghai calendar date counts ('yyyy-MM-dd' reads as that day's 00:00). */
  startTime: Instant;
  /** The last storage day, read like `startTime`. */
  endTime: Instant;
  /** The application waiting for the shop's answer (at most one at a time), or null. */
  pendingApplication: { kind: ApplicationKind } | null;
  /** Whether the traveller has reviewed the order. */
  hasReview: boolean;
}
