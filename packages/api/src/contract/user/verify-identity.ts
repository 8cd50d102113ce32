import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { verificationAttemptSchema } from '../entities/reward';
import { realNameField } from './update-name';

/**
 * POST /api/user/verify/ (spec §7, payload not shown): verifies the caller's real name with their mainland ID
 * number (居民身份证号码, 18 characters, GB 11643-1999 check character). Refused with nothing written when the
 * number is malformed or its check character is wrong ('idNumberInvalid'), when `name` is not the name the
 * caller confirmed by SMS ('verifyNameMismatch'), when verified already ('alreadyVerified') or after 5
 * attempts this Asia/Shanghai day ('verifyDailyLimit'). Otherwise the identity-check service compares the
 * pair (the local provider accepts every well-formed pair) and the attempt is recorded either way; a
 * mismatch answers 'identityMismatch'. The ID number is stored encrypted, shown masked, never logged.
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
