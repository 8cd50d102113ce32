import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { smsCodeField } from '../fields/phone';

/** A person's name as on their ID card: 2–30 characters (Chinese names, or Latin letters, spaces, '·' and '-'). */
export const realNameField = z
  .string()
  .trim()
  .min(2)
  .max(30)
  .regex(/^[\p{Script=Han}A-Za-z·.\- ]+$/u);

/**
 * POST /api/user/updatename/ (spec §7: name, code): sets the caller's real name, confirmed by an SMS code sent
 * to the caller's own phone (send_sms_code with area 'realname'). A wrong, used or expired code refuses
 * with nothing written (the code's tries count as at login). Until the name is verified it may be changed
 * (a new name needs a new verification); once verified, confirming the same name again is allowed and
 * another name is refused ('alreadyVerified'): a traveller has at most one passed verification, so the
 * verified identity is for good. Answers the confirmed name and whether it is verified.
 */
export const updateNameEndpoint = defineEndpoint({
  name: 'updateName',
  method: 'POST',
  path: '/api/user/updatename/',
  request: z.object({ name: realNameField, code: smsCodeField }),
  response: z.object({ name: z.string(), verified: z.boolean() }),
  auth: 'user',
});

export type UpdateNameResponse = z.output<typeof updateNameEndpoint.response>;
