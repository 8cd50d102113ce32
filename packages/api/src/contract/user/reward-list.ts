import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { pageNoField, rewardSchema } from '../entities/reward';

/**
 * GET /api/user/reward/ (spec §7, pageNo): the caller's wallet and rewards. `withdrawable` is the wallet's
 * balance (fen that may be withdrawn now: rewards that became withdrawable, less withdrawals, plus failed
 * withdrawals returned); `pending` the fen of rewards still pending. `rewards`: newest first, 10 per
 * `pageNo` (from 1); a next page exists only after a full one (spec §9). Rules of the programme:
 * entities/reward.ts. Pending rewards whose 7 days are over become withdrawable when read.
 */
export const rewardListEndpoint = defineEndpoint({
  name: 'rewardList',
  method: 'GET',
  path: '/api/user/reward/',
  request: z.object({ pageNo: pageNoField }),
  response: z.object({
    withdrawable: z.number().int().min(0),
    pending: z.number().int().min(0),
    rewards: z.array(rewardSchema),
    pageNo: z.number().int().min(1),
  }),
  auth: 'user',
});

export type RewardListResponse = z.output<typeof rewardListEndpoint.response>;
