import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { staffMemberSchema } from '../entities/staff-member';
import { phoneSchema } from '../fields/phone';
import { shopRequestSchema } from '../fields/shop-request';

/**
 * POST /api/business/staff/remove/: an owner removes a staff member (userId) or withdraws an invitation
 * (phone). An owner cannot remove themselves or another owner ('ownerNotRemovable').
 */
export const removeStaffEndpoint = defineEndpoint({
  name: 'removeStaff',
  method: 'POST',
  path: '/api/business/staff/remove/',
  request: z.union([
    shopRequestSchema.extend({ userId: z.string().regex(/^[1-9]\d{0,17}$/) }),
    phoneSchema.and(shopRequestSchema),
  ]),
  response: z.object({ staff: z.array(staffMemberSchema) }),
  shopRole: 'owner',
});

export type RemoveStaffRequest = z.input<typeof removeStaffEndpoint.request>;
