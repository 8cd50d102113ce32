import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ledgerIdSchema, rewardRecordSchema, rewardSchema } from '../entities/reward';
import { orderIdSchema } from '../entities/order';

/**
 * GET /api/user/return_record/ (spec §7: id, rewardId): the history of one of the caller's rewards,
 * oldest first: 'earned', then 'withdrawable' or 'reversed'. `rewardId` names the reward; `id`, when
 * given, is the order that earned it and must be that reward's. A reward that is not the caller's answers
 * 'rewardNotFound', as one that does not exist.
 */
export const returnRecordEndpoint = defineEndpoint({
  name: 'returnRecord',
  method: 'GET',
  path: '/api/user/return_record/',
  request: z.object({ rewardId: ledgerIdSchema, id: orderIdSchema.optional() }),
  response: z.object({ reward: rewardSchema, records: z.array(rewardRecordSchema) }),
  auth: 'user',
});

export type ReturnRecordResponse = z.output<typeof returnRecordEndpoint.response>;
