import type { OrderState } from '@luggage/api/contract';
import { lockOwnOrder, requirePending } from './lock-own-order';
import type { OrderDeps } from './order-deps';

/** apply/reason: replaces the reason of the pending cancellation application of `userId`'s order. */
export async function replaceApplyReason(deps: OrderDeps, userId: string, input: { orderId: string; reason: string }): Promise<OrderState> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOwnOrder(trx, userId, input.orderId, now);
    const applicationId = requirePending(order, 'cancel');
    await trx.updateTable('order_application').set({ reason: input.reason, updated_at: new Date(now) }).where('id', '=', applicationId).execute();
    return { orderId: order.id, status: order.status, storeStatus: order.store_status };
  });
}
