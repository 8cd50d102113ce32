import { storeCommentsEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listShopReviews } from '../../services/review/list-shop-reviews';

/** GET /api/user/store/comments/: a shop's reviews, a page at a time, for anyone (guests too). */
export const storeCommentsRoute = defineRoute(storeCommentsEndpoint, ({ params, context }) => listShopReviews(context.db, params));
