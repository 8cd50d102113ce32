import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { pageNoField, withdrawalSchema } from '../entities/reward';

/** GET /api/user/withdrawlist/ (spec §7, pageNo): the caller's withdrawals, newest first, 10 per page (spec §9). */
export const withdrawListEndpoint = defineEndpoint({
  name: 'withdrawList',
  method: 'GET',
  path: '/api/user/withdrawlist/',
  request: z.object({ pageNo: pageNoField }),
  response: z.object({ withdrawals: z.array(withdrawalSchema), pageNo: z.number().int().min(1) }),
  auth: 'user',
});

export type WithdrawListResponse = z.output<typeof withdrawListEndpoint.response>;
