import { inviteStaffEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { inviteStaff } from '../../services/business/accounts/invite-staff';

/** POST /api/business/staff/invite/ (owners): invites a phone to the shop and sends it a business code. */
export const inviteStaffRoute = defineRoute(inviteStaffEndpoint, ({ params, caller, context, request }) =>
  inviteStaff(context, { userId: caller.userId, storeId: caller.storeId, country: params.country, phone: params.phone, ip: request.ip }),
);
