import type { applyCancelEndpoint, EndpointParams, OrderState } from '@luggage/api/contract';
import { applyCancelRefusal, ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { changeLockedOrder } from './change-locked-order';
import type { OrderDeps } from './order-deps';
import { refuse } from './refusal-failure';
import { setStoreStatus } from './set-store-status';
import { refuseExtensionChange } from './supplements/refuse-extension-change';

/**
 * After the free-cancellation deadline, applies to the shop for cancelling `userId`'s paid, not stored
 * order: a pending 'cancel' application with the forfeited part and photos; storeStatus 100. Refused while
 * free cancellation is still possible, or with another application pending.
 */
export async function applyCancel(deps: OrderDeps, userId: string, input: EndpointParams<typeof applyCancelEndpoint>): Promise<OrderState> {
  const now = deps.clock();
  return changeLockedOrder(deps.db, { userId }, input.orderId, now, async (trx, order) => {
    refuseExtensionChange(order);
    refuse(applyCancelRefusal(order, now));
    await trx
      .insertInto('order_application')
      .values({
        order_id: order.id,
        kind: 'cancel',
        reason: input.reason,
        part: Number(input.apply.slice('part'.length)),
        pics: JSON.stringify(input.pic),
        created_at: new Date(now),
        updated_at: new Date(now),
      })
      .execute();
    return setStoreStatus(trx, order, ORDER_STORE_STATUS.cancelApplied);
  });
}
