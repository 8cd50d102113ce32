import type { OrderDetail } from '@luggage/api/contract';
import { cancelRefusal, pendingApplicationOf } from '@luggage/domain/orders';
import { orderRuleFacts } from '../../shared/orders/order-rule-facts';

/** Why an order cannot be cancelled for free now; null when it can. */
export type CancelBlock =
  | 'cancelled'
  | 'notPaid'
  | 'stored'
  | 'applicationPending'
  | 'editPending'
  | 'deadlinePassed'
  | 'other'
  | null;

/** Whether the order has a cancellation application waiting for the shop. */
export const hasPendingCancelApplication = (order: OrderDetail) => pendingApplicationOf(order)?.kind === 'cancel';

/**
 * What stands between the traveller and a free cancellation at `now` (spec §1): the rule order/cancel
 * enforces (the domain's cancelRefusal: paid, not stored, nothing pending, before 24:00 Shanghai of the
 * storage date), so a screen left open past midnight stops offering it, and the server's `cancellable`
 * (then its `canApplyCancel` says whether to apply instead).
 */
export function cancelBlock(order: OrderDetail, now: number): CancelBlock {
  const refusal = cancelRefusal(orderRuleFacts(order), now);
  if (refusal === null) return order.cancellable ? null : order.canApplyCancel ? 'deadlinePassed' : 'other';
  if (refusal.reason === 'applicationPending') return refusal.kind === 'cancel' ? 'applicationPending' : 'editPending';
  return refusal.reason;
}
