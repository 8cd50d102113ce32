import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import type { PayoutProvider } from '../payout/payout-provider';
import { payoutTransferOf } from './payout-transfer-of';
import { settleWithdrawal } from './settle-withdrawal';

/** Most withdrawals one call asks about (the next run takes the rest). */
const SETTLE_BATCH = 100;

/**
 * Asks the payout provider where each 'processing' withdrawal of its own stands (`userId`: only that
 * traveller's, as their withdrawal list is read) and settles those it answers (settleWithdrawal). A
 * provider that fails or does not answer leaves them for the next run. Several processes may run it at
 * once: the provider answers by out_bill_no and a withdrawal is settled once. Answers how many it settled.
 */
export async function settleProcessingWithdrawals(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number; payouts: PayoutProvider },
  scope: { userId?: string } = {},
): Promise<number> {
  let query = deps.db
    .selectFrom('withdrawal')
    .select(['out_bill_no', 'openid', 'amount', 'created_at'])
    .where('status', '=', 'processing')
    .where('provider', '=', deps.payouts.name);
  if (scope.userId !== undefined) query = query.where('user_id', '=', scope.userId);
  const processing = await query.orderBy('created_at').limit(SETTLE_BATCH).execute();
  let settled = 0;
  for (const row of processing) {
    const outcome = await deps.payouts.query(payoutTransferOf(row)).catch(() => ({ state: 'processing' as const }));
    if (await settleWithdrawal(deps, row.out_bill_no, outcome)) settled += 1;
  }
  return settled;
}
