import {
  businessTodayEndpoint,
  confirmOpenEndpoint,
  setShopClosureEndpoint,
  shopSettingsEndpoint,
  updateShopCapacityEndpoint,
  updateShopHoursEndpoint,
} from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { confirmOpen } from '../../services/business/shop/confirm-open';
import { getBusinessToday } from '../../services/business/shop/get-business-today';
import { getShopSettings } from '../../services/business/shop/get-shop-settings';
import { setShopClosure } from '../../services/business/shop/set-shop-closure';
import { updateShopCapacity } from '../../services/business/shop/update-shop-capacity';
import { updateShopHours } from '../../services/business/shop/update-shop-hours';

/** GET /api/business/today/: the shop's day (drop-offs, pick-ups, items in store, applications). */
export const businessTodayRoute = defineRoute(businessTodayEndpoint, ({ caller, context }) => getBusinessToday(context, caller.storeId, context.clock()));

/** POST /api/business/today/open/: confirms the shop open today. */
export const confirmOpenRoute = defineRoute(confirmOpenEndpoint, ({ caller, context }) =>
  confirmOpen(context.db, { storeId: caller.storeId, userId: caller.userId }, context.clock()),
);

/** GET /api/business/shop/settings/: hours, closed days and goods capacity. */
export const shopSettingsRoute = defineRoute(shopSettingsEndpoint, ({ caller, context }) => getShopSettings(context.db, caller.storeId, context.clock()));

/** POST /api/business/shop/hours/ (owners): replaces the opening rules. */
export const updateShopHoursRoute = defineRoute(updateShopHoursEndpoint, ({ params, context }) => updateShopHours(context.db, params, context.clock()));

/** POST /api/business/shop/capacity/ (owners): a goods' daily capacity. */
export const updateShopCapacityRoute = defineRoute(updateShopCapacityEndpoint, ({ params, context }) => updateShopCapacity(context.db, params, context.clock()));

/** POST /api/business/shop/closure/ (owners): closes or reopens a day. */
export const setShopClosureRoute = defineRoute(setShopClosureEndpoint, ({ params, caller, context }) =>
  setShopClosure(context.db, { ...params, userId: caller.userId }, context.clock()),
);
