import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { verificationAttemptSchema } from '../entities/reward';
import { realNameField } from './update-name';

/** Verification attempts one traveller may make per Asia/Shanghai day. */
export const VERIFY_ATTEMPTS_PER_DAY = 5;

/**
 * POST /api/user/verify/ (spec §7, payload not shown): verifies the caller's real name with their mainland ID
 * number (居民身份证号码, 18 characters, GB 11643-1999 check character). Refused with nothing written when the
 * number is malformed, its birth date (7th–14th digits) is not a day up to today or its check character
 * is wrong ('idNumberInvalid'), before any name was confirmed by SMS ('realNameRequired'), when `name` is
 * not the name the caller confirmed ('verifyNameMismatch'), when verified already ('alreadyVerified') or
 * after {@link VERIFY_ATTEMPTS_PER_DAY} attempts this Asia/Shanghai day ('verifyDailyLimit'). An ID number
 * another traveller has verified is a failed attempt ('idNumberTaken', the service is not asked).
 * Otherwise the identity-check service compares the pair (the local provider accepts every well-formed
 * pair) and the attempt is recorded either way; a mismatch answers 'identityMismatch' (recorded, listed
 * by verifylist). When the service fails nothing is recorded ('identityCheckUnavailable'). The ID number is
 * stored encrypted (and as a keyed hash for the one-account rule), shown masked, never logged.
 */
export const verifyIdentityEndpoint = defineEndpoint({
  name: 'verifyIdentity',
  method: 'POST',
  path: '/api/user/verify/',
  request: z.object({ name: realNameField, idNumber: z.string().trim().toUpperCase().max(40) }),
  response: z.object({ attempt: verificationAttemptSchema, verified: z.boolean() }),
  auth: 'user',
});

export type VerifyIdentityResponse = z.output<typeof verifyIdentityEndpoint.response>;
