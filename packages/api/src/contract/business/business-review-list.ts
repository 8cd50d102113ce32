import type { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { shopReviewPageSchema } from '../entities/shop-review';
import { pagingFields } from '../fields/paging';
import { shopRequestSchema } from '../fields/shop-request';

/**
 * GET /api/business/review/list/ (#/bussiness/reviews): the shop's reviews for its staff, exactly as
 * travellers read them (GET /api/user/store/comments/: newest first, 10 a page, reviewer masked, the reply
 * if any), so staff see which still wait for a reply.
 */
export const businessReviewListEndpoint = defineEndpoint({
  name: 'businessReviewList',
  method: 'GET',
  path: '/api/business/review/list/',
  request: shopRequestSchema.extend({ ...pagingFields }),
  response: shopReviewPageSchema,
  shopRole: 'staff',
});

export type BusinessReviewListResponse = z.output<typeof businessReviewListEndpoint.response>;
