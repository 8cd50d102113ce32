import { updateShopCapacityEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { updateShopCapacity } from '../../services/business/shop/update-shop-capacity';

/** POST /api/business/shop/capacity/ (owners): a goods' daily capacity. */
export const updateShopCapacityRoute = defineRoute(updateShopCapacityEndpoint, ({ params, context }) => updateShopCapacity(context.db, params, context.clock()));
