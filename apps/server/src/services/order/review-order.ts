import type { EndpointParams, reviewOrderEndpoint, ReviewOrderResponse } from '@luggage/api/contract';
import { reviewRefusal } from '@luggage/domain/orders';
import { sql } from 'kysely';
import { changeLockedOrder } from './change-locked-order';
import type { OrderDeps } from './order-deps';
import { refuse } from './refusal-failure';

/**
 * The one review of `userId`'s paid order once its start day has come and its luggage was stored at the
 * shop (the domain's reviewRefusal): refused before the start day or when reviewed already ('this order
 * cannot be reviewed now'), for a booking never checked in ('orderNotStored'), or for an order that is not
 * paid. The shop's score becomes the average of all its reviews, in the same transaction; the shop's row is
 * locked first, so two reviews of one shop at once both count.
 */
export async function reviewOrder(
  deps: OrderDeps,
  userId: string,
  input: EndpointParams<typeof reviewOrderEndpoint>,
): Promise<ReviewOrderResponse> {
  const now = deps.clock();
  return changeLockedOrder(deps.db, { userId }, input.orderId, now, async (trx, order) => {
    refuse(reviewRefusal(order, now));
    const { storeId } = order;
    await trx.selectFrom('store').select('id').where('id', '=', storeId).forUpdate().execute();
    await trx
      .insertInto('order_review')
      .values({ order_id: order.id, user_id: userId, score: input.score, content: input.content, source: input.source, created_at: new Date(now) })
      .execute();
    // A statement of its own after the lock: it sees every review committed before it.
    await trx
      .updateTable('store')
      .set({
        score: sql<number>`(SELECT avg(v.score)::double precision FROM order_review v JOIN user_order o ON o.id = v.order_id WHERE o.store_id = ${storeId})`,
      })
      .where('id', '=', storeId)
      .execute();
    return { orderId: order.id, review: false };
  });
}
