import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { postWalletEntry } from '../wallet/post-wallet-entry';

/** Most rewards one call releases (the periodic job comes back for the rest). */
const RELEASE_BATCH = 500;

/**
 * Moves the pending rewards whose `available_at` has come (at `clock()`) to 'withdrawable' and credits each
 * to its promoter's wallet (postWalletEntry kind 'reward'), one transaction per reward; with `promoterUserId`
 * only that promoter's (what a reader of their rewards or a withdrawal needs first). Safe with any number
 * of callers, in this process or others: each reward is taken with FOR UPDATE SKIP LOCKED and changed
 * only while still 'pending', so it is credited once, and a reversal holding it (reverseReward) is
 * skipped and then sees it released, or wins and it is never credited. Answers how many it released.
 */
export async function releaseDueRewards(deps: { db: Kysely<DatabaseSchema>; clock: () => number }, scope: { promoterUserId?: string } = {}): Promise<number> {
  let released = 0;
  while (released < RELEASE_BATCH) {
    const now = deps.clock();
    const reward = await deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .updateTable('reward')
        .set({ status: 'withdrawable', released_at: new Date(now) })
        .where('status', '=', 'pending')
        .where('id', '=', (select) => {
          let query = select
            .selectFrom('reward')
            .select('id')
            .where('status', '=', 'pending')
            .where('available_at', '<=', new Date(now));
          if (scope.promoterUserId !== undefined) query = query.where('promoter_user_id', '=', scope.promoterUserId);
          return query.orderBy('available_at').orderBy('id').limit(1).forUpdate().skipLocked();
        })
        .returning(['id', 'promoter_user_id', 'amount'])
        .executeTakeFirst();
      if (due) await postWalletEntry(trx, due.promoter_user_id, { kind: 'reward', amount: due.amount, rewardId: due.id }, now);
      return due;
    });
    if (!reward) return released;
    released += 1;
  }
  return released;
}
