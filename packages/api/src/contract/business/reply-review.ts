import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderIdSchema } from '../entities/order';
import { shopReviewSchema } from '../entities/shop-review';
import { shopRequestSchema } from '../fields/shop-request';

/**
 * POST /api/business/review/reply/: the shop's one reply to review `reviewId` (its order's id) of the shop
 * `storeId`, by anyone working there. The reply is stored trimmed; the domain's `reviewReplyRefusal`
 * judges it: blank → 'please write a reply', over 500 characters → 'a reply can be at most 500
 * characters'. A review of another shop, or none, is 'review not found' (the same answer for both); a
 * review that has its reply already is 'this review already has the shop’s reply' (one reply per review,
 * also under concurrency: the database holds at most one). Nothing is written when refused. Answers the
 * review with its reply.
 */
export const replyReviewEndpoint = defineEndpoint({
  name: 'replyReview',
  method: 'POST',
  path: '/api/business/review/reply/',
  request: shopRequestSchema.extend({ reviewId: orderIdSchema, content: z.string() }),
  response: shopReviewSchema,
  shopRole: 'staff',
});
