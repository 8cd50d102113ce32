import type { ShopReviewPage } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { requireShopOnSale } from '../store/require-shop-on-sale';
import { selectShopReviews } from './select-shop-reviews';
import { toShopReview } from './to-shop-review';

/**
 * Page `page` (from 1, `pageSize` rows) of shop `storeId`'s reviews, newest first (then the larger order
 * id), each with the shop's reply if any, plus the shop's score (one decimal, as its page shows it) and its
 * number of reviews. A shop unknown or taken off is 'shopNotFound'.
 */
export async function listShopReviews(db: Kysely<DatabaseSchema>, query: { storeId: number; page: number; pageSize: number }): Promise<ShopReviewPage> {
  const shop = await requireShopOnSale(db, query.storeId, ['score']);
  const [rows, total] = await Promise.all([
    selectShopReviews(db, query.storeId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.order_id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('order_review as r')
      .innerJoin('user_order as o', 'o.id', 'r.order_id')
      .where('o.store_id', '=', query.storeId)
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { reviews: rows.map(toShopReview), page: query.page, score: Math.round(shop.score * 10) / 10, count: total.count };
}
