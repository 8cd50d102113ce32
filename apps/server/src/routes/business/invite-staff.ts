import { inviteStaffEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { inviteStaff } from '../../services/business/accounts/invite-staff';

/** POST /api/business/staff/invite/ (owners): invites a phone to the shop and sends it a business code. */
export const inviteStaffRoute = defineRoute(inviteStaffEndpoint, ({ params, caller, context, request }) =>
  inviteStaff(context, { ...params, userId: caller.userId, ip: request.ip }),
);
