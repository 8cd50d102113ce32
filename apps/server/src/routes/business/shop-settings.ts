import { shopSettingsEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getShopSettings } from '../../services/business/shop/get-shop-settings';

/** GET /api/business/shop/settings/: hours, closed days and goods capacity. */
export const shopSettingsRoute = defineRoute(shopSettingsEndpoint, ({ caller, context }) => getShopSettings(context.db, caller.storeId, context.clock()));
