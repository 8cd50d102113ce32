import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * The query of shop `storeId`'s reviews with what a reader sees of each: the review, its reviewer's phone
 * (for the masked label, never sent as it is) and the shop's reply columns (null before a reply).
 * Callers add the order, the page or one review.
 */
export function selectShopReviews(db: Kysely<DatabaseSchema>, storeId: number) {
  return db
    .selectFrom('order_review as r')
    .innerJoin('user_order as o', 'o.id', 'r.order_id')
    .innerJoin('app_user as u', 'u.id', 'r.user_id')
    .leftJoin('order_review_reply as reply', 'reply.order_id', 'r.order_id')
    .where('o.store_id', '=', storeId)
    .select([
      'r.order_id',
      'r.score',
      'r.content',
      'r.created_at',
      'u.phone',
      'reply.content as reply_content',
      'reply.created_at as reply_created_at',
    ]);
}

/** A row of {@link selectShopReviews}. */
export type ShopReviewRow = Awaited<ReturnType<ReturnType<typeof selectShopReviews>['executeTakeFirstOrThrow']>>;
