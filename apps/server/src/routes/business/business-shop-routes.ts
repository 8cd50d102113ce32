import {
  businessTodayEndpoint,
  confirmOpenEndpoint,
  setShopClosureEndpoint,
  shopSettingsEndpoint,
  updateShopCapacityEndpoint,
  updateShopHoursEndpoint,
} from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { requireShopRole } from '../../services/business/require-shop-role';
import { confirmOpen } from '../../services/business/shop/confirm-open';
import { getBusinessToday } from '../../services/business/shop/get-business-today';
import { getShopSettings } from '../../services/business/shop/get-shop-settings';
import { setShopClosure } from '../../services/business/shop/set-shop-closure';
import { updateShopCapacity } from '../../services/business/shop/update-shop-capacity';
import { updateShopHours } from '../../services/business/shop/update-shop-hours';

/**
 * The shop's day (today's lists, the open confirmation) for any staff, its settings for any staff to read
 * and for owners to change (hours, capacity, closed days). Each call first checks the caller's role at
 * the shop named by storeId.
 */
export function businessShopRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db, clock } = context;
  // requireUser ran before these handlers, so the staff account is known.
  const staffOf = async (userId: string | undefined, storeId: number, needed: 'owner' | 'staff') => {
    const staffId = userId ?? '';
    await requireShopRole(db, { userId: staffId, storeId, needed });
    return staffId;
  };
  defineRoute(app, businessTodayEndpoint, context, async ({ storeId }, request) => {
    await staffOf(request.userId, storeId, 'staff');
    return getBusinessToday(context, storeId, clock());
  });
  defineRoute(app, confirmOpenEndpoint, context, async ({ storeId }, request) => {
    const userId = await staffOf(request.userId, storeId, 'staff');
    return confirmOpen(db, { storeId, userId }, clock());
  });
  defineRoute(app, shopSettingsEndpoint, context, async ({ storeId }, request) => {
    await staffOf(request.userId, storeId, 'staff');
    return getShopSettings(db, storeId, clock());
  });
  defineRoute(app, updateShopHoursEndpoint, context, async (params, request) => {
    await staffOf(request.userId, params.storeId, 'owner');
    return updateShopHours(db, params, clock());
  });
  defineRoute(app, updateShopCapacityEndpoint, context, async (params, request) => {
    await staffOf(request.userId, params.storeId, 'owner');
    return updateShopCapacity(db, params, clock());
  });
  defineRoute(app, setShopClosureEndpoint, context, async (params, request) => {
    const userId = await staffOf(request.userId, params.storeId, 'owner');
    return setShopClosure(db, { ...params, userId }, clock());
  });
}
