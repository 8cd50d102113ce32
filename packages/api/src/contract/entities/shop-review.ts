import { PAGE_SIZE } from '@luggage/domain/paging';
import { z } from 'zod';
import { orderIdSchema } from './order';

/** A moment as sent: ISO 8601 with its offset ('2026-11-26T04:00:00.000Z'). */
const momentSchema = z.iso.datetime({ offset: true });

/** The shop's one reply to a review: its words (1–500 characters, trimmed) and when it was sent. */
export const reviewReplySchema = z.object({ content: z.string().min(1), createdAt: momentSchema });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/**
 * A traveller's review of an order at a shop, as anyone reading the shop's reviews sees it:
 * - `id`: the review's id, which is its order's (one review per order);
 * - `score` 1–5 and `content` (the traveller's words, may be '');
 * - `reviewer`: never the traveller's phone. The first letter of their name when their account has one
 *   (accounts hold no name yet), else their phone with its middle hidden ('13800138000' → '138****8000');
 * - `createdAt`: when the review was written; the apps show it as the elapsed-time label of spec §5
 *   (`elapsedTime` of `@luggage/domain/dates`);
 * - `reply`: the shop's reply, or null before the shop has replied.
 */
export const shopReviewSchema = z.object({
  id: orderIdSchema,
  score: z.number().int().min(1).max(5),
  content: z.string(),
  reviewer: z.string().min(1),
  createdAt: momentSchema,
  reply: reviewReplySchema.nullable(),
});
export type ShopReview = z.infer<typeof shopReviewSchema>;

/**
 * A page of a shop's reviews, newest first (then the larger id first), `pageSize` (≤ 10) a page; a next
 * page exists only after a full one (spec §9: `hasNextPage`). With it, on every page, the shop's `score`
 * (0–5, one decimal: the score shown on the shop's page and in lists) and `count`, the number of its
 * reviews (every review of an order at the shop).
 */
export const shopReviewPageSchema = z.object({
  reviews: z.array(shopReviewSchema).max(PAGE_SIZE),
  page: z.number().int().min(1),
  score: z.number().min(0).max(5),
  count: z.number().int().min(0),
});
export type ShopReviewPage = z.infer<typeof shopReviewPageSchema>;
