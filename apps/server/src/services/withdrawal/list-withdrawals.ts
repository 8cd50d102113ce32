import type { MessageLanguage, WithdrawListResponse } from '@luggage/api/contract';
import { PAGE_SIZE } from '@luggage/domain/paging';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import type { PayoutProvider } from '../payout/payout-provider';
import { settleProcessingWithdrawals } from './settle-processing-withdrawals';
import { toWithdrawal } from './to-withdrawal';

/**
 * GET /api/user/withdrawlist/: settles what the payout provider has finished of the caller's withdrawals,
 * then answers page `pageNo` of them, newest first, {@link PAGE_SIZE} a page.
 */
export async function listWithdrawals(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number; payouts: PayoutProvider },
  userId: string,
  pageNo: number,
  language: MessageLanguage,
): Promise<WithdrawListResponse> {
  await settleProcessingWithdrawals(deps, { userId });
  const rows = await deps.db
    .selectFrom('withdrawal')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset((pageNo - 1) * PAGE_SIZE)
    .execute();
  return { withdrawals: rows.map((row) => toWithdrawal(row, language, deps.payouts)), pageNo };
}
