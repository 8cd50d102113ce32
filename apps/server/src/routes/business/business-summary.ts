import { businessSummaryEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getBusinessSummary } from '../../services/business/reports/get-business-summary';

/** GET /api/business/summary/: the shop's monthly figures. */
export const businessSummaryRoute = defineRoute(businessSummaryEndpoint, ({ caller, context }) => getBusinessSummary(context.db, caller.storeId, context.clock()));
