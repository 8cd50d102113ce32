import { businessConsumeListEndpoint, businessOrderListEndpoint, businessStatisticEndpoint, businessSummaryEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { getBusinessStatistic } from '../../services/business/reports/get-business-statistic';
import { getBusinessSummary } from '../../services/business/reports/get-business-summary';
import { listBusinessOrders } from '../../services/business/reports/list-business-orders';
import { listConsumeOrders } from '../../services/business/reports/list-consume-orders';
import { requireShopRole } from '../../services/business/require-shop-role';

/** The shop's order and consumption lists and its monthly and daily figures, for any of its staff. */
export function businessReportRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db, clock } = context;
  // requireUser ran before these handlers, so the staff account is known.
  const requireStaff = (userId: string | undefined, storeId: number) => requireShopRole(db, { userId: userId ?? '', storeId, needed: 'staff' });
  defineRoute(app, businessOrderListEndpoint, context, async (params, request) => {
    await requireStaff(request.userId, params.storeId);
    return listBusinessOrders(context, params, clock());
  });
  defineRoute(app, businessConsumeListEndpoint, context, async (params, request) => {
    await requireStaff(request.userId, params.storeId);
    return listConsumeOrders(db, params);
  });
  defineRoute(app, businessSummaryEndpoint, context, async ({ storeId }, request) => {
    await requireStaff(request.userId, storeId);
    return getBusinessSummary(db, storeId, clock());
  });
  defineRoute(app, businessStatisticEndpoint, context, async (params, request) => {
    await requireStaff(request.userId, params.storeId);
    return getBusinessStatistic(db, params, clock());
  });
}
