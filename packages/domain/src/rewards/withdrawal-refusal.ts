/** Fen: the smallest withdrawal (¥1). */
export const WITHDRAWAL_MIN_FEN = 100;

/** Fen: the default of the most one traveller may withdraw per Asia/Shanghai day (¥200). */
export const DEFAULT_WITHDRAWAL_DAILY_MAX_FEN = 20_000;

/** Why a withdrawal is refused, with the figures its message names (fen). */
export type WithdrawalRefusal =
  | { code: 'withdrawalNeedsVerification' }
  | { code: 'withdrawalOpenidMismatch' }
  | { code: 'withdrawalBelowMinimum'; minFen: number }
  | { code: 'withdrawalAboveBalance'; balanceFen: number }
  | { code: 'withdrawalDailyLimit'; leftFen: number };

/** What the withdrawal rule reads; money in fen. */
export interface WithdrawalFacts {
  amountFen: number;
  /** The wallet's balance now. */
  balanceFen: number;
  /** Withdrawn today (Asia/Shanghai), failed withdrawals not counted. */
  withdrawnTodayFen: number;
  dailyMaxFen: number;
  isVerified: boolean;
  /** Whether the openid asked for is the WeChat user bound to the traveller. */
  isOwnOpenid: boolean;
}

/**
 * The withdrawal rule (issue 16), first refusal wins: a verified real name, the traveller's own WeChat
 * openid, at least {@link WITHDRAWAL_MIN_FEN}, no more than the balance, no more than what is left of the
 * day's maximum. Null when the withdrawal may go ahead.
 */
export function withdrawalRefusal(facts: WithdrawalFacts): WithdrawalRefusal | null {
  if (!facts.isVerified) return { code: 'withdrawalNeedsVerification' };
  if (!facts.isOwnOpenid) return { code: 'withdrawalOpenidMismatch' };
  if (facts.amountFen < WITHDRAWAL_MIN_FEN) return { code: 'withdrawalBelowMinimum', minFen: WITHDRAWAL_MIN_FEN };
  if (facts.amountFen > facts.balanceFen) return { code: 'withdrawalAboveBalance', balanceFen: facts.balanceFen };
  const leftFen = Math.max(0, facts.dailyMaxFen - facts.withdrawnTodayFen);
  if (facts.amountFen > leftFen) return { code: 'withdrawalDailyLimit', leftFen };
  return null;
}
