import { sql, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** A wallet movement: fen in (positive) or out (negative), and what it comes from. */
export type WalletMovement =
  | { kind: 'reward'; amount: number; rewardId: string }
  | { kind: 'withdrawal' | 'withdrawal-returned'; amount: number; withdrawalId: string };

/**
 * Inside `trx`, moves `userId`'s wallet balance by `movement.amount` fen and appends the ledger entry that
 * says why, with the balance after. A debit the balance does not cover changes nothing and answers null
 * (the conditional UPDATE waits for a concurrent movement's row lock, then sees its result, so parallel
 * withdrawals can never take the balance below 0; the table's check is the last guard). Answers the
 * balance after, fen. A reward enters once and a withdrawal leaves once and returns at most once (unique
 * keys on wallet_entry: a second attempt throws a unique violation and the transaction rolls back).
 */
export async function postWalletEntry(trx: Transaction<DatabaseSchema>, userId: string, movement: WalletMovement, now: number): Promise<number | null> {
  const at = new Date(now);
  await trx.insertInto('wallet').values({ user_id: userId, updated_at: at }).onConflict((conflict) => conflict.column('user_id').doNothing()).execute();
  const wallet = await trx
    .updateTable('wallet')
    .set({ balance: sql<number>`balance + ${movement.amount}`, updated_at: at })
    .where('user_id', '=', userId)
    .where(sql<number>`balance + ${movement.amount}`, '>=', 0)
    .returning('balance')
    .executeTakeFirst();
  if (!wallet) return null;
  await trx
    .insertInto('wallet_entry')
    .values({
      user_id: userId,
      kind: movement.kind,
      amount: movement.amount,
      balance_after: wallet.balance,
      reward_id: movement.kind === 'reward' ? movement.rewardId : null,
      withdrawal_id: movement.kind === 'reward' ? null : movement.withdrawalId,
      created_at: at,
    })
    .execute();
  return wallet.balance;
}
