import { rewardListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listRewards } from '../../services/rewards/list-rewards';

/** GET /api/user/reward/: the caller's withdrawable and pending fen and a page of their rewards (see listRewards). */
export const rewardListRoute = defineRoute(rewardListEndpoint, ({ params, caller, context }) => listRewards(context, caller.userId, params));
