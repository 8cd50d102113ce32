import { updateShopHoursEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { updateShopHours } from '../../services/business/shop/update-shop-hours';

/** POST /api/business/shop/hours/ (owners): replaces the opening rules. */
export const updateShopHoursRoute = defineRoute(updateShopHoursEndpoint, ({ params, context }) => updateShopHours(context.db, params, context.clock()));
