import { storeInfoV2Endpoint, storeInfoV3Endpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { getOrderDetail } from '../../services/order/get-order-detail';
import { getShopDetail } from '../../services/store/get-shop-detail';

/**
 * GET /api/user/store/info_v2/ and /info_v3/: v3 adds the caller's order at that shop ('order not found'
 * when unknown, another user's or at another shop); an unknown shop is HTTP 404 on both.
 */
export function storeInfoRoutes(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, storeInfoV2Endpoint, context, (params) => getShopDetail(context.db, params.storeId, context.clock()));
  defineRoute(app, storeInfoV3Endpoint, context, async (params, request) => {
    const now = context.clock();
    const shop = await getShopDetail(context.db, params.storeId, now);
    // requireUser ran before the handler, so the user is known.
    const order = await getOrderDetail(context, request.userId ?? '', { orderId: params.orderId, storeId: params.storeId }, now);
    return { ...shop, order };
  });
}
