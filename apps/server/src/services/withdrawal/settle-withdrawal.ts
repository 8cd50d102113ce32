import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import type { PayoutState } from '../payout/payout-provider';
import { postWalletEntry } from '../wallet/post-wallet-entry';

/**
 * Writes what the payout provider says of withdrawal `outBillNo` at `clock()`, once: 'paid', or 'failed' with
 * its reason and the money back in the wallet (postWalletEntry 'withdrawal-returned') in the same
 * transaction. Only a withdrawal still 'processing' changes (a conditional UPDATE: duplicate notifications
 * and racing settlements find it settled and change nothing). Answers whether this call settled it.
 */
export async function settleWithdrawal(deps: { db: Kysely<DatabaseSchema>; clock: () => number }, outBillNo: string, outcome: PayoutState): Promise<boolean> {
  if (outcome.state === 'processing') return false;
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('withdrawal')
      .set(
        outcome.state === 'paid'
          ? { status: 'paid', settled_at: new Date(now), provider_bill_id: outcome.providerBillId }
          : { status: 'failed', settled_at: new Date(now), failure_code: outcome.reason.slice(0, 100) },
      )
      .where('out_bill_no', '=', outBillNo)
      .where('status', '=', 'processing')
      .returning(['id', 'user_id', 'amount'])
      .executeTakeFirst();
    if (!settled) return false;
    if (outcome.state === 'failed') {
      await postWalletEntry(trx, settled.user_id, { kind: 'withdrawal-returned', amount: settled.amount, withdrawalId: settled.id }, now);
    }
    return true;
  });
}
