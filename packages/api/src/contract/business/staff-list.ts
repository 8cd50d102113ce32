import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { staffMemberSchema } from '../entities/staff-member';
import { shopRequestSchema } from '../fields/shop-request';

/** GET /api/business/staff/list/: the shop's team and open invitations (owners only). */
export const staffListEndpoint = defineEndpoint({
  name: 'staffList',
  method: 'GET',
  path: '/api/business/staff/list/',
  request: shopRequestSchema,
  response: z.object({ staff: z.array(staffMemberSchema) }),
  shopRole: 'owner',
});
