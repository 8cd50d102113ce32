import { staffListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listStaff } from '../../services/business/accounts/list-staff';

/** GET /api/business/staff/list/ (owners): the shop's team and open invitations. */
export const staffListRoute = defineRoute(staffListEndpoint, ({ caller, context }) => listStaff(context.db, caller.storeId, context.clock()));
