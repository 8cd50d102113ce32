import { businessConsumeListEndpoint, businessOrderListEndpoint, businessStatisticEndpoint, businessSummaryEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getBusinessStatistic } from '../../services/business/reports/get-business-statistic';
import { getBusinessSummary } from '../../services/business/reports/get-business-summary';
import { listBusinessOrders } from '../../services/business/reports/list-business-orders';
import { listConsumeOrders } from '../../services/business/reports/list-consume-orders';

/** GET /api/business/order/list/: the shop's luggage orders, a page at a time. */
export const businessOrderListRoute = defineRoute(businessOrderListEndpoint, ({ params, context }) => listBusinessOrders(context, params, context.clock()));

/** GET /api/business/consume/list/: the shop's consumption orders (extra days), a page at a time. */
export const businessConsumeListRoute = defineRoute(businessConsumeListEndpoint, ({ params, context }) => listConsumeOrders(context.db, params));

/** GET /api/business/summary/: the shop's monthly figures. */
export const businessSummaryRoute = defineRoute(businessSummaryEndpoint, ({ caller, context }) => getBusinessSummary(context.db, caller.storeId, context.clock()));

/** GET /api/business/statistic/: the shop's daily figures of a month. */
export const businessStatisticRoute = defineRoute(businessStatisticEndpoint, ({ params, context }) => getBusinessStatistic(context.db, params, context.clock()));
