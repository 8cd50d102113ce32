import type { applyReasonEndpoint, EndpointParams, OrderState } from '@luggage/api/contract';
import { changeLockedOrder } from './change-locked-order';
import type { OrderDeps } from './order-deps';
import { requirePendingApplication } from './require-pending-application';

/** apply/reason: replaces the reason of the pending cancellation application of `userId`'s order. */
export async function replaceApplyReason(deps: OrderDeps, userId: string, input: EndpointParams<typeof applyReasonEndpoint>): Promise<OrderState> {
  const now = deps.clock();
  return changeLockedOrder(deps.db, { userId }, input.orderId, now, async (trx, order) => {
    const application = requirePendingApplication(order, 'cancel');
    await trx.updateTable('order_application').set({ reason: input.reason, updated_at: new Date(now) }).where('id', '=', application.id).execute();
    return { orderId: order.id, status: order.status, storeStatus: order.storeStatus };
  });
}
