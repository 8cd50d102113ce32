import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { phoneSchema } from '../fields/phone';
import { shopRequestSchema } from '../fields/shop-request';

/** Days an invitation can be accepted. */
export const STAFF_INVITE_DAYS = 7;

/**
 * POST /api/business/staff/invite/ (#/bussiness/bind, owners only): invites a phone to the shop as staff
 * and sends it a business code by SMS (the send_sms_code limits apply). Inviting again renews the open
 * invitation. Refused for a phone that already works at the shop ('alreadyStaff').
 */
export const inviteStaffEndpoint = defineEndpoint({
  name: 'inviteStaff',
  method: 'POST',
  path: '/api/business/staff/invite/',
  request: phoneSchema.and(shopRequestSchema),
  response: z.object({ phone: z.string(), expiresAt: z.string(), resendAfter: z.number().int().min(0) }),
  shopRole: 'owner',
});

export type InviteStaffRequest = z.input<typeof inviteStaffEndpoint.request>;
export type InviteStaffResponse = z.output<typeof inviteStaffEndpoint.response>;
