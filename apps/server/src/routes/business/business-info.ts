import { businessInfoEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getBusinessInfo } from '../../services/business/accounts/get-business-info';

/** GET /api/business/info/: the signed-in account and its shops. */
export const businessInfoRoute = defineRoute(businessInfoEndpoint, ({ caller, context }) => getBusinessInfo(context.db, caller.userId));
