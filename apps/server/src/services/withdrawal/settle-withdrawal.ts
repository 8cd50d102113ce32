import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import type { PayoutState } from '../payout/payout-provider';
import { postWalletEntry } from '../wallet/post-wallet-entry';

/**
 * Writes what the payout provider says of withdrawal `outBillNo` at `clock()`: while 'processing', WeChat's
 * package_info for the traveller's confirmation when it has one; then, once: 'paid', or 'failed' with
 * its reason and the money back in the wallet (postWalletEntry 'withdrawal-returned') in the same
 * transaction. Only a withdrawal still 'processing' changes (a conditional UPDATE: duplicate notifications
 * and racing settlements find it settled and change nothing). Answers whether this call settled it.
 */
export async function settleWithdrawal(deps: { db: Kysely<DatabaseSchema>; clock: () => number }, outBillNo: string, outcome: PayoutState): Promise<boolean> {
  if (outcome.state === 'processing') {
    if (outcome.packageInfo === undefined) return false;
    // Still under way, waiting for the traveller: keep what the app needs to ask them.
    await deps.db
      .updateTable('withdrawal')
      .set({ transfer_package: outcome.packageInfo })
      .where('out_bill_no', '=', outBillNo)
      .where('status', '=', 'processing')
      .execute();
    return false;
  }
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('withdrawal')
      .set(
        outcome.state === 'paid'
          ? { status: 'paid', settled_at: new Date(now), provider_bill_id: outcome.providerBillId, transfer_package: null }
          : { status: 'failed', settled_at: new Date(now), failure_code: outcome.reason.slice(0, 100), transfer_package: null },
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
