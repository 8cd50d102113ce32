import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { staffRoleSchema, storeIdParam } from '../entities/business';
import { businessSessionSchema } from './business-auth';
import { phoneSchema, smsCodeField } from '../fields/phone';

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
  request: phoneSchema.and(z.object({ storeId: storeIdParam })),
  response: z.object({ phone: z.string(), expiresAt: z.string(), resendAfter: z.number().int().min(0) }),
  signed: true,
  auth: 'business',
});

/**
 * POST /api/business/staff/accept/ (#/send/bind): the invited phone confirms with the code it received:
 * joins every shop with an open invitation for it and starts a business session (as business login).
 * Refused with 'inviteNotFound' when the phone has no open invitation (after the code is checked).
 */
export const acceptInviteEndpoint = defineEndpoint({
  name: 'acceptInvite',
  method: 'POST',
  path: '/api/business/staff/accept/',
  request: phoneSchema.and(z.object({ code: smsCodeField })),
  response: businessSessionSchema.extend({
    /** The shops joined by this confirmation. */
    joined: z.array(z.number().int().positive()),
  }),
  signed: true,
  auth: 'none',
});

/** One person of a shop's team, or an open invitation. */
export const staffMemberSchema = z.object({
  userId: z.string().nullable(),
  phone: z.string(),
  role: staffRoleSchema,
  /** 'active' staff, or an 'invited' phone that has not confirmed yet. */
  state: z.enum(['active', 'invited']),
  since: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/business/staff/list/: the shop's team and open invitations (owners only). */
export const staffListEndpoint = defineEndpoint({
  name: 'staffList',
  method: 'GET',
  path: '/api/business/staff/list/',
  request: z.object({ storeId: storeIdParam }),
  response: z.object({ staff: z.array(staffMemberSchema) }),
  signed: true,
  auth: 'business',
});

/**
 * POST /api/business/staff/remove/: an owner removes a staff member (userId) or withdraws an invitation
 * (phone). An owner cannot remove themselves or another owner ('ownerNotRemovable').
 */
export const removeStaffEndpoint = defineEndpoint({
  name: 'removeStaff',
  method: 'POST',
  path: '/api/business/staff/remove/',
  request: z.union([
    z.object({ storeId: storeIdParam, userId: z.string().regex(/^[1-9]\d{0,17}$/) }),
    phoneSchema.and(z.object({ storeId: storeIdParam })),
  ]),
  response: z.object({ staff: z.array(staffMemberSchema) }),
  signed: true,
  auth: 'business',
});

export type InviteStaffRequest = z.input<typeof inviteStaffEndpoint.request>;
export type InviteStaffResponse = z.output<typeof inviteStaffEndpoint.response>;
export type AcceptInviteRequest = z.input<typeof acceptInviteEndpoint.request>;
export type AcceptInviteResponse = z.output<typeof acceptInviteEndpoint.response>;
export type RemoveStaffRequest = z.input<typeof removeStaffEndpoint.request>;
