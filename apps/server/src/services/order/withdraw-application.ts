import type { OrderState } from '@luggage/api/contract';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { lockOwnOrder, requirePending, setStoreStatus } from './lock-own-order';
import type { OrderDeps } from './order-deps';

/**
 * Withdraws the pending application of `kind` of `userId`'s order (cancel_apply for 'cancel', cancel_edit
 * for 'edit'): it becomes 'withdrawn' and storeStatus goes back to 0 (booked).
 */
export async function withdrawApplication(deps: OrderDeps, userId: string, orderId: string, kind: 'cancel' | 'edit'): Promise<OrderState> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOwnOrder(trx, userId, orderId, now);
    const applicationId = requirePending(order, kind);
    await trx.updateTable('order_application').set({ status: 'withdrawn', updated_at: new Date(now) }).where('id', '=', applicationId).execute();
    return setStoreStatus(trx, order, ORDER_STORE_STATUS.booked);
  });
}
