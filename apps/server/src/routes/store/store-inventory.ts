import { storeInventoryEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { getShopInventory } from '../../services/store/get-shop-inventory';

/** GET /api/user/store/inventory/ */
export function storeInventoryRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, storeInventoryEndpoint, context, (params) =>
    getShopInventory(context.db, params, context.clock()),
  );
}
