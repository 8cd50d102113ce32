import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { storeIdParam } from '../entities/business';
import { staffMemberSchema } from '../entities/staff-member';

/** GET /api/business/staff/list/: the shop's team and open invitations (owners only). */
export const staffListEndpoint = defineEndpoint({
  name: 'staffList',
  method: 'GET',
  path: '/api/business/staff/list/',
  request: z.object({ storeId: storeIdParam }),
  response: z.object({ staff: z.array(staffMemberSchema) }),
  shopRole: 'owner',
});
