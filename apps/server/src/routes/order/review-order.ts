import { reviewOrderEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { reviewOrder } from '../../services/order/review-order';

/** POST /api/user/order/review/: the one review of a paid order whose start day has come and whose luggage was stored. */
export const reviewOrderRoute = defineRoute(reviewOrderEndpoint, ({ params, caller, context }) => reviewOrder(context, caller.userId, params));
