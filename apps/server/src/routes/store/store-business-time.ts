import { storeBusinessTimeEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getBusinessTime } from '../../services/store/get-business-time';

/** GET /api/user/store/business_time/ */
export const storeBusinessTimeRoute = defineRoute(storeBusinessTimeEndpoint, ({ params, context }) => getBusinessTime(context.db, params.id));
