import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { pageNoField, verificationAttemptSchema } from '../entities/reward';

/**
 * GET /api/user/verifylist/ (spec §7, pageNo): the caller's real-name state and verification attempts,
 * newest first, 10 per page (spec §9). `name` is the real name confirmed by SMS (updatename), null before;
 * `verified` whether an attempt with that name passed (withdrawals and a promotion code need it);
 * `idNumber` the verified ID number masked, null before.
 */
export const verifyListEndpoint = defineEndpoint({
  name: 'verifyList',
  method: 'GET',
  path: '/api/user/verifylist/',
  request: z.object({ pageNo: pageNoField }),
  response: z.object({
    name: z.string().nullable(),
    verified: z.boolean(),
    idNumber: z.string().nullable(),
    attempts: z.array(verificationAttemptSchema),
    pageNo: z.number().int().min(1),
  }),
  auth: 'user',
});

export type VerifyListResponse = z.output<typeof verifyListEndpoint.response>;
