import type { EndpointParams, reviewOrderEndpoint, ReviewOrderResponse } from '@luggage/api/contract';
import { reviewRefusal } from '@luggage/domain/orders';
import { changeLockedOrder } from './change-locked-order';
import type { OrderDeps } from './order-deps';
import { refuse } from './refusal-failure';

/**
 * The one review of `userId`'s paid order once its start day has come and its luggage was stored at the
 * shop (the domain's reviewRefusal): refused before the start day or when reviewed already ('this order
 * cannot be reviewed now'), for a booking never checked in ('orderNotStored'), or for an order that is not
 * paid.
 */
export async function reviewOrder(
  deps: OrderDeps,
  userId: string,
  input: EndpointParams<typeof reviewOrderEndpoint>,
): Promise<ReviewOrderResponse> {
  const now = deps.clock();
  return changeLockedOrder(deps.db, { userId }, input.orderId, now, async (trx, order) => {
    refuse(reviewRefusal(order, now));
    await trx
      .insertInto('order_review')
      .values({ order_id: order.id, user_id: userId, score: input.score, content: input.content, source: input.source, created_at: new Date(now) })
      .execute();
    return { orderId: order.id, review: false };
  });
}
