import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { shopReviewPageSchema } from '../entities/shop-review';
import { pagingFields } from '../fields/paging';
import { idParam } from '../fields/query-number';

/**
 * GET /api/user/store/comments/ (#/comments and the shop page): page `page` of shop `storeId`'s reviews,
 * newest first, 10 a page, with the shop's score and review count (see shopReviewPageSchema: the reviewer
 * is a first letter or a masked phone, never a phone). Guests may read it; a session changes nothing.
 * A shop that is unknown or taken off: 'the merchant does not exist or has been taken off the shelves'.
 */
export const storeCommentsEndpoint = defineEndpoint({
  name: 'storeComments',
  method: 'GET',
  path: '/api/user/store/comments/',
  request: z.object({ storeId: idParam, ...pagingFields }),
  response: shopReviewPageSchema,
  auth: 'none',
});

export type StoreCommentsResponse = z.output<typeof storeCommentsEndpoint.response>;
