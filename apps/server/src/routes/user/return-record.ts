import { returnRecordEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getRewardRecord } from '../../services/rewards/get-reward-record';

/** GET /api/user/return_record/: the history of one of the caller's rewards (see getRewardRecord). */
export const returnRecordRoute = defineRoute(returnRecordEndpoint, ({ params, caller, context }) => getRewardRecord(context, caller.userId, params));
