import { acceptInviteEndpoint, inviteStaffEndpoint, removeStaffEndpoint, staffListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { acceptInvite } from '../../services/business/accounts/accept-invite';
import { inviteStaff } from '../../services/business/accounts/invite-staff';
import { listStaff } from '../../services/business/accounts/list-staff';
import { removeStaff } from '../../services/business/accounts/remove-staff';

/** POST /api/business/staff/invite/ (owners): invites a phone to the shop and sends it a business code. */
export const inviteStaffRoute = defineRoute(inviteStaffEndpoint, ({ params, caller, context, request }) =>
  inviteStaff(context, { userId: caller.userId, storeId: caller.storeId, country: params.country, phone: params.phone, ip: request.ip }),
);

/** POST /api/business/staff/accept/: the invited phone confirms and starts a business session. */
export const acceptInviteRoute = defineRoute(acceptInviteEndpoint, ({ params, context }) => acceptInvite(context, params));

/** GET /api/business/staff/list/ (owners): the shop's team and open invitations. */
export const staffListRoute = defineRoute(staffListEndpoint, ({ caller, context }) => listStaff(context.db, caller.storeId, context.clock()));

/** POST /api/business/staff/remove/ (owners): removes a staff member or withdraws an invitation; answers the team afterwards. */
export const removeStaffRoute = defineRoute(removeStaffEndpoint, async ({ params, caller, context }) => {
  await removeStaff(context.db, caller.userId, params, context.clock());
  return listStaff(context.db, caller.storeId, context.clock());
});
