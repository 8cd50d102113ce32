import type { MessageLanguage, Withdrawal } from '@luggage/api/contract';
import { formatYuan } from '@luggage/domain/money';
import { withdrawalRefusal, type WithdrawalRefusal } from '@luggage/domain/rewards';
import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { SHANGHAI_ZONE } from '@luggage/domain/dates';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { isRealNameVerified } from '../identity/is-real-name-verified';
import { randomHexId } from '../payment/random-hex-id';
import type { PayoutProvider } from '../payout/payout-provider';
import { releaseDueRewards } from '../rewards/release-due-rewards';
import { boundOpenidOf } from '../wechat/bound-openid-of';
import { postWalletEntry } from '../wallet/post-wallet-entry';
import { payoutTransferOf } from './payout-transfer-of';
import { settleWithdrawal } from './settle-withdrawal';
import { toWithdrawal } from './to-withdrawal';

/** What a withdrawal needs: the database, the clock, the payout provider, the WeChat account the openid is bound under and the day's maximum. */
export interface WithdrawalDeps {
  db: Kysely<DatabaseSchema>;
  clock: () => number;
  payouts: PayoutProvider;
  wechatAppId: string;
  dailyMaxFen: number;
}

/** The refusal as the error the envelope carries, its figures in yuan. */
function refusalFailure(refusal: WithdrawalRefusal): ApiFailure {
  switch (refusal.code) {
    case 'withdrawalBelowMinimum':
      return new ApiFailure(refusal.code, 200, { min: formatYuan(refusal.minFen) });
    case 'withdrawalAboveBalance':
      return new ApiFailure(refusal.code, 200, { balance: formatYuan(refusal.balanceFen) });
    case 'withdrawalDailyLimit':
      return new ApiFailure(refusal.code, 200, { left: formatYuan(refusal.leftFen) });
    default:
      return new ApiFailure(refusal.code);
  }
}

/**
 * POST /api/user/withdraw/ (see withdrawEndpoint): releases the caller's due rewards, then, under the
 * caller's advisory lock (so parallel requests check the balance, the day's total and the requestId one
 * after another), answers an earlier withdrawal with the same requestId as it is, or checks
 * withdrawalRefusal and records the withdrawal with its debit in one transaction. Outside it the payout
 * provider is asked to transfer; its answer settles the withdrawal now (settleWithdrawal) or later (the
 * periodic settlement, the withdrawal list, a notification).
 */
export async function requestWithdrawal(
  deps: WithdrawalDeps,
  request: { userId: string; openid: string; amount: number; requestId: string },
  language: MessageLanguage,
): Promise<Withdrawal> {
  await releaseDueRewards(deps, { promoterUserId: request.userId });
  const [isVerified, boundOpenid] = await Promise.all([isRealNameVerified(deps.db, request.userId), boundOpenidOf(deps.db, deps.wechatAppId, request.userId)]);
  const now = deps.clock();
  const { row, isNew } = await deps.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`withdraw:${request.userId}`}))`.execute(trx);
    const earlier = await trx.selectFrom('withdrawal').selectAll().where('user_id', '=', request.userId).where('request_id', '=', request.requestId).executeTakeFirst();
    if (earlier) return { row: earlier, isNew: false };
    const wallet = await trx.selectFrom('wallet').select('balance').where('user_id', '=', request.userId).executeTakeFirst();
    const dayStart = DateTime.fromMillis(now, { zone: SHANGHAI_ZONE }).startOf('day').toJSDate();
    const today = await trx
      .selectFrom('withdrawal')
      .select(sql<number>`coalesce(sum(amount), 0)::int`.as('total'))
      .where('user_id', '=', request.userId)
      .where('created_at', '>=', dayStart)
      .where('status', '<>', 'failed')
      .executeTakeFirstOrThrow();
    const refusal = withdrawalRefusal({
      amountFen: request.amount,
      balanceFen: wallet?.balance ?? 0,
      withdrawnTodayFen: today.total,
      dailyMaxFen: deps.dailyMaxFen,
      isVerified,
      isOwnOpenid: boundOpenid !== null && boundOpenid === request.openid,
    });
    if (refusal) throw refusalFailure(refusal);
    const created = await trx
      .insertInto('withdrawal')
      .values({
        user_id: request.userId,
        request_id: request.requestId,
        amount: request.amount,
        openid: request.openid,
        provider: deps.payouts.name,
        out_bill_no: `W${randomHexId()}`.slice(0, 32),
        created_at: new Date(now),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const balance = await postWalletEntry(trx, request.userId, { kind: 'withdrawal', amount: -request.amount, withdrawalId: created.id }, now);
    if (balance === null) throw refusalFailure({ code: 'withdrawalAboveBalance', balanceFen: wallet?.balance ?? 0 });
    return { row: created, isNew: true };
  });
  if (!isNew) return toWithdrawal(row, language, deps.payouts);
  const outcome = await deps.payouts.transfer(payoutTransferOf(row)).catch(() => ({ state: 'processing' as const }));
  await settleWithdrawal(deps, row.out_bill_no, outcome);
  const settled = await deps.db.selectFrom('withdrawal').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  return toWithdrawal(settled, language, deps.payouts);
}
