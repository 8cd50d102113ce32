import type { EndpointParams, replyReviewEndpoint, ShopReview } from '@luggage/api/contract';
import { reviewReplyRefusal } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { selectShopReviews } from './select-shop-reviews';
import { toShopReview } from './to-shop-review';

/**
 * Staff member `userId`'s reply, sent at `now` (ms), to review `reviewId` of shop `storeId` (the caller's
 * role there is checked already): the text as the domain's reviewReplyRefusal allows it ('reviewReplyEmpty',
 * 'reviewReplyTooLong'), stored trimmed; a review of another shop, or none, is 'reviewNotFound'; a review
 * with its reply already is 'reviewAlreadyReplied', also when another reply lands first (the reply's key
 * is the review). Answers the review with its reply.
 */
export async function replyReview(
  db: Kysely<DatabaseSchema>,
  userId: string,
  input: EndpointParams<typeof replyReviewEndpoint>,
  now: number,
): Promise<ShopReview> {
  const refusal = reviewReplyRefusal(input.content);
  if (refusal?.reason === 'empty') throw new ApiFailure('reviewReplyEmpty');
  if (refusal?.reason === 'tooLong') throw new ApiFailure('reviewReplyTooLong', 200, { max: String(refusal.maxLength) });
  const review = await selectShopReviews(db, input.storeId).where('r.order_id', '=', input.reviewId).executeTakeFirst();
  if (!review) throw new ApiFailure('reviewNotFound');
  if (review.reply_content !== null) throw new ApiFailure('reviewAlreadyReplied');
  const reply = await db
    .insertInto('order_review_reply')
    .values({ order_id: review.order_id, user_id: userId, content: input.content.trim(), created_at: new Date(now) })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .returning(['content', 'created_at'])
    .executeTakeFirst();
  if (!reply) throw new ApiFailure('reviewAlreadyReplied');
  return toShopReview({ ...review, reply_content: reply.content, reply_created_at: reply.created_at });
}
