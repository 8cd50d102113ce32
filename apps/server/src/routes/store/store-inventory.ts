import { storeInventoryEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getShopInventory } from '../../services/store/get-shop-inventory';

/** GET /api/user/store/inventory/ */
export const storeInventoryRoute = defineRoute(storeInventoryEndpoint, ({ params, context }) => getShopInventory(context.db, params, context.clock()));
