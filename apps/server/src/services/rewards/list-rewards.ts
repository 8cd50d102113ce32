import type { EndpointParams, rewardListEndpoint, RewardListResponse } from '@luggage/api/contract';
import { PAGE_SIZE } from '@luggage/domain/paging';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { releaseDueRewards } from './release-due-rewards';
import { selectRewards, toReward } from './select-rewards';

/**
 * `userId`'s wallet and rewards at `clock()` (reward list): first their rewards whose pending time is over
 * are released (releaseDueRewards), then the wallet's balance (0 without a wallet), the fen still pending
 * and page `pageNo` of their rewards, newest first, PAGE_SIZE a page.
 */
export async function listRewards(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  userId: string,
  { pageNo }: EndpointParams<typeof rewardListEndpoint>,
): Promise<RewardListResponse> {
  await releaseDueRewards(deps, { promoterUserId: userId });
  const wallet = await deps.db.selectFrom('wallet').select('balance').where('user_id', '=', userId).executeTakeFirst();
  const pending = await deps.db
    .selectFrom('reward')
    .select((select) => select.fn.coalesce(select.fn.sum<number>('amount'), select.lit(0)).as('fen'))
    .where('promoter_user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const rows = await selectRewards(deps.db, userId)
    .orderBy('r.earned_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((pageNo - 1) * PAGE_SIZE)
    .execute();
  return { withdrawable: wallet?.balance ?? 0, pending: Number(pending.fen), rewards: rows.map(toReward), pageNo };
}
