import { replyReviewEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { replyReview } from '../../services/review/reply-review';

/** POST /api/business/review/reply/: the shop's one reply to a review of the shop. */
export const replyReviewRoute = defineRoute(replyReviewEndpoint, ({ params, caller, context }) => replyReview(context.db, caller.userId, params, context.clock()));
