import type { OrderDetail } from '@luggage/api/contract';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';

/** Why the storage days of an order cannot be changed now; null when a change can be asked for. */
export type EditBlock = 'cancelled' | 'notPaid' | 'stored' | 'applicationPending' | 'editPending' | null;

const isPending = (order: OrderDetail, kind: 'cancel' | 'edit') =>
  order.application?.kind === kind && order.application.status === 'pending';

/** Whether a change of days is waiting for the shop. */
export const hasPendingEdit = (order: OrderDetail) => isPending(order, 'edit') || order.storeStatus === ORDER_STORE_STATUS.editApplied;

/** A change of days is for a paid order not yet stored, with nothing else pending (one application at a time). */
export function editBlock(order: OrderDetail): EditBlock {
  if (['cancelled', 'refunding', 'refunded'].includes(order.status)) return 'cancelled';
  if (order.status !== 'paid') return 'notPaid';
  if (order.storeStatus === ORDER_STORE_STATUS.stored || order.storeStatus === ORDER_STORE_STATUS.completed) return 'stored';
  if (hasPendingEdit(order)) return 'editPending';
  if (isPending(order, 'cancel') || order.storeStatus === ORDER_STORE_STATUS.cancelApplied) return 'applicationPending';
  return null;
}
