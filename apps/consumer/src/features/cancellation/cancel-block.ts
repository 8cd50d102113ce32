import type { OrderDetail } from '@luggage/api/contract';
import { canCancel, ORDER_STORE_STATUS } from '@luggage/domain/orders';

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

const hasPending = (order: OrderDetail, kind: 'cancel' | 'edit') =>
  order.application?.kind === kind && order.application.status === 'pending';

/** Whether the order has a cancellation application waiting for the shop. */
export const hasPendingCancelApplication = (order: OrderDetail) =>
  hasPending(order, 'cancel') || order.storeStatus === ORDER_STORE_STATUS.cancelApplied;

/** Whether the order has a change of days waiting for the shop. */
export const hasPendingEdit = (order: OrderDetail) => hasPending(order, 'edit') || order.storeStatus === ORDER_STORE_STATUS.editApplied;

/**
 * What stands between the traveller and a free cancellation at `now` (spec §1): the server's `cancellable`
 * and the rule itself (canCancel: not stored, before 24:00 Shanghai of the storage date), so a screen left
 * open past midnight stops offering it.
 */
export function cancelBlock(order: OrderDetail, now: number): CancelBlock {
  if (['cancelled', 'refunding', 'refunded'].includes(order.status)) return 'cancelled';
  if (order.status !== 'paid') return 'notPaid';
  if (order.storeStatus === ORDER_STORE_STATUS.stored || order.storeStatus === ORDER_STORE_STATUS.completed) return 'stored';
  if (order.cancellable && canCancel({ storeStatus: order.storeStatus, startTime: order.startTime }, now)) return null;
  if (hasPendingCancelApplication(order)) return 'applicationPending';
  if (hasPendingEdit(order)) return 'editPending';
  if (!canCancel({ storeStatus: order.storeStatus, startTime: order.startTime }, now) || order.canApplyCancel) return 'deadlinePassed';
  return 'other';
}
