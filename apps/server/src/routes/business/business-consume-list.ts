import { businessConsumeListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listConsumeOrders } from '../../services/business/reports/list-consume-orders';

/** GET /api/business/consume/list/: the shop's consumption orders (extra days), a page at a time. */
export const businessConsumeListRoute = defineRoute(businessConsumeListEndpoint, ({ params, context }) => listConsumeOrders(context.db, params));
