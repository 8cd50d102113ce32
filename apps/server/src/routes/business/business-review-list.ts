import { businessReviewListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listShopReviews } from '../../services/review/list-shop-reviews';

/** GET /api/business/review/list/: the shop's reviews for its staff, as travellers read them. */
export const businessReviewListRoute = defineRoute(businessReviewListEndpoint, ({ params, context }) => listShopReviews(context.db, params));
