import type { OrderState } from '@luggage/api/contract';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { changeLockedOrder } from './change-locked-order';
import type { OrderDeps } from './order-deps';
import { requirePendingApplication } from './require-pending-application';
import { setStoreStatus } from './set-store-status';

/**
 * Withdraws the pending application of `kind` of `userId`'s order (cancel_apply for 'cancel', cancel_edit
 * for 'edit'): it becomes 'withdrawn' and storeStatus goes back to 0 (booked).
 */
export async function withdrawApplication(deps: OrderDeps, userId: string, orderId: string, kind: 'cancel' | 'edit'): Promise<OrderState> {
  const now = deps.clock();
  return changeLockedOrder(deps.db, { userId }, orderId, now, async (trx, order) => {
    const application = requirePendingApplication(order, kind);
    await trx.updateTable('order_application').set({ status: 'withdrawn', updated_at: new Date(now) }).where('id', '=', application.id).execute();
    return setStoreStatus(trx, order, ORDER_STORE_STATUS.booked);
  });
}
