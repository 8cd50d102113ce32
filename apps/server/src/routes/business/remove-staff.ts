import { removeStaffEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listStaff } from '../../services/business/accounts/list-staff';
import { removeStaff } from '../../services/business/accounts/remove-staff';

/** POST /api/business/staff/remove/ (owners): removes a staff member or withdraws an invitation; answers the team afterwards. */
export const removeStaffRoute = defineRoute(removeStaffEndpoint, async ({ params, caller, context }) => {
  await removeStaff(context.db, caller.userId, params, context.clock());
  return listStaff(context.db, caller.storeId, context.clock());
});
