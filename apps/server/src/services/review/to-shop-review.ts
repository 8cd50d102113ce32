import type { ShopReview } from '@luggage/api/contract';
import { maskTravellerPhone } from '../business/to-business-order';
import type { ShopReviewRow } from './select-shop-reviews';

/**
 * A review row as readers see it: the reviewer is the traveller's phone with its middle hidden (accounts
 * hold no name whose first letter could stand for them), never the phone itself; times in ISO 8601.
 */
export function toShopReview(row: ShopReviewRow): ShopReview {
  return {
    id: row.order_id,
    score: row.score,
    content: row.content,
    reviewer: maskTravellerPhone(row.phone),
    createdAt: row.created_at.toISOString(),
    reply: row.reply_content === null || row.reply_created_at === null ? null : { content: row.reply_content, createdAt: row.reply_created_at.toISOString() },
  };
}
