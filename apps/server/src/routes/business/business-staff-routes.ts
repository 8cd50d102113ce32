import { acceptInviteEndpoint, inviteStaffEndpoint, removeStaffEndpoint, staffListEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { acceptInvite } from '../../services/business/accounts/accept-invite';
import { inviteStaff } from '../../services/business/accounts/invite-staff';
import { listStaff } from '../../services/business/accounts/list-staff';
import { removeStaff } from '../../services/business/accounts/remove-staff';
import { requireShopRole } from '../../services/business/require-shop-role';

/** The owner's staff management (invite, list, remove) and the invited phone's confirmation. */
export function businessStaffRoutes(app: FastifyInstance, context: RouteContext): void {
  // requireUser ran before the owner's handlers, so the caller is known.
  defineRoute(app, inviteStaffEndpoint, context, async (params, request) => {
    const userId = request.userId ?? '';
    await requireShopRole(context.db, { userId, storeId: params.storeId, needed: 'owner' });
    return inviteStaff(context, { userId, storeId: params.storeId, country: params.country, phone: params.phone, ip: request.ip });
  });
  defineRoute(app, acceptInviteEndpoint, context, (params) => acceptInvite(context, params));
  defineRoute(app, staffListEndpoint, context, async (params, request) => {
    await requireShopRole(context.db, { userId: request.userId ?? '', storeId: params.storeId, needed: 'owner' });
    return listStaff(context.db, params.storeId, context.clock());
  });
  defineRoute(app, removeStaffEndpoint, context, async (params, request) => {
    const userId = request.userId ?? '';
    await requireShopRole(context.db, { userId, storeId: params.storeId, needed: 'owner' });
    await removeStaff(context.db, userId, params, context.clock());
    return listStaff(context.db, params.storeId, context.clock());
  });
}
