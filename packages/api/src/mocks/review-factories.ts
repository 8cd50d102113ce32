import type { ShopReview, ShopReviewPage } from '../contract/entities/shop-review';

/**
 * A review as the shop's review list shows it: 5 stars, 'Friendly staff, easy to find.' by 138****8000,
 * written at 10:00 on 26 November 2026 (UTC), not replied to; its id is `'100'` unless told. Each call
 * returns a new object.
 */
export function buildShopReview(overrides: Partial<ShopReview> = {}): ShopReview {
  return {
    id: '100',
    score: 5,
    content: 'Friendly staff, easy to find.',
    reviewer: '138****8000',
    createdAt: '2026-11-26T10:00:00.000Z',
    reply: null,
    ...overrides,
  };
}

/**
 * Page 1 of a shop's reviews with `reviews` (none unless given), the shop's score 4.8 and `count` the number
 * of reviews given unless told.
 */
export function buildShopReviewPage(overrides: Partial<ShopReviewPage> = {}): ShopReviewPage {
  const reviews = overrides.reviews ?? [];
  return { reviews, page: 1, score: 4.8, count: reviews.length, ...overrides };
}
