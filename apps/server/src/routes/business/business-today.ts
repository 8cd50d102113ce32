import { businessTodayEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getBusinessToday } from '../../services/business/shop/get-business-today';

/** GET /api/business/today/: the shop's day (drop-offs, pick-ups, items in store, applications). */
export const businessTodayRoute = defineRoute(businessTodayEndpoint, ({ caller, context }) => getBusinessToday(context, caller.storeId, context.clock()));
