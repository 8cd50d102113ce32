import { storeInfoV2Endpoint, storeInfoV3Endpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { getShopDetail } from '../../services/store/get-shop-detail';

/** GET /api/user/store/info_v2/ and /info_v3/ (the order part of v3 arrives with the orders issue). */
export function storeInfoRoutes(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, storeInfoV2Endpoint, context, (params) => getShopDetail(context.db, params.storeId, context.clock()));
  defineRoute(app, storeInfoV3Endpoint, context, (params) => getShopDetail(context.db, params.storeId, context.clock()));
}
