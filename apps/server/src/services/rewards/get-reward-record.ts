import type { EndpointParams, returnRecordEndpoint, ReturnRecordResponse, RewardRecord } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { releaseDueRewards } from './release-due-rewards';
import { selectRewards, toReward } from './select-rewards';

/**
 * The history of `userId`'s reward `rewardId` at `clock()` (return_record), oldest first: 'earned', then
 * 'withdrawable' (when it entered the wallet) or 'reversed'. Their rewards whose pending time is over are
 * released first (releaseDueRewards). 'rewardNotFound' for a reward that does not exist, is someone
 * else's, or was not earned by order `id` when that is given: the same answer for all three.
 */
export async function getRewardRecord(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  userId: string,
  { rewardId, id }: EndpointParams<typeof returnRecordEndpoint>,
): Promise<ReturnRecordResponse> {
  await releaseDueRewards(deps, { promoterUserId: userId });
  const query = selectRewards(deps.db, userId).where('r.id', '=', rewardId);
  const row = await (id === undefined ? query : query.where('r.order_id', '=', id)).executeTakeFirst();
  if (!row) throw new ApiFailure('rewardNotFound');
  const records: RewardRecord[] = [{ kind: 'earned', amount: row.amount, at: row.earned_at.toISOString() }];
  if (row.released_at) records.push({ kind: 'withdrawable', amount: row.amount, at: row.released_at.toISOString() });
  if (row.reversed_at) records.push({ kind: 'reversed', amount: row.amount, at: row.reversed_at.toISOString() });
  return { reward: toReward(row), records };
}
