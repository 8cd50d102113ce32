/**
 * The promotion programme's rules (issue 16): a traveller (the promoter) shares a promotion code; a new
 * traveller who arrives through it is attributed to the promoter, first touch, for
 * {@link ATTRIBUTION_DAYS} days; each of their orders completed (luggage picked up) in that time earns the
 * promoter a reward of a share of what was paid, capped ({@link rewardAmount}). A reward is pending for
 * {@link REWARD_PENDING_DAYS} days, then withdrawable; a refund of its order while it is pending reverses it.
 */

/** Days an attribution lasts: orders completed later earn nothing. */
export const ATTRIBUTION_DAYS = 30;

/** Days a reward stays pending before it can be withdrawn. */
export const REWARD_PENDING_DAYS = 7;

/** The reward rule the server's configuration sets: a percentage of the amount paid, capped. */
export interface RewardRule {
  /** Percent of the fen paid (0–100). */
  percent: number;
  /** Most fen one order earns. */
  capFen: number;
}

/** The default rule: 10 % of what was paid, at most ¥5 per order. */
export const DEFAULT_REWARD_RULE: RewardRule = { percent: 10, capFen: 500 };

/** Fen earned for an order that paid `paidFen` (integer fen, rounded down; 0 when nothing was paid). */
export function rewardAmount(paidFen: number, rule: RewardRule): number {
  if (paidFen <= 0) return 0;
  return Math.min(Math.floor((paidFen * rule.percent) / 100), rule.capFen);
}
