import { z } from 'zod';
import { PROMOTION_CODE_PATTERN } from '../fields/promotion-code';
import { queryInt } from '../fields/query-number';
import { orderIdSchema } from './order';

/**
 * The promotion programme (issue 16; the rules and their numbers are in `@luggage/domain/rewards`):
 * - a traveller gets a promotion code once their real name is verified (wx/qrcode; before that the app
 *   shows #/nocode);
 * - a new traveller arrives through the code: the app link `#/home?promo=<code>` (the device keeps the first
 *   code it sees for 30 days and sends it as login's `promo`) or the official account's QR inside WeChat
 *   (the follow event names the code). First touch: an attribution is never replaced; never oneself; a code
 *   no traveller holds is ignored. 'New' means, for the link: the login that sends `promo` is the one that
 *   creates the account (a phone that has an account already, staff included, is not attributed); for
 *   WeChat: when that WeChat user's openid is bound to a traveller (wechat/openid), the account was created
 *   at or after the follow and at most 30 days after it, and has no attribution and no order picked up yet.
 *   The attribution starts then (login or binding);
 * - each of the attributed traveller's orders completed (luggage picked up, not merely paid) within 30 days
 *   of the attribution earns the promoter a reward: a percentage of what was paid, capped (server settings
 *   REWARD_PERCENT, REWARD_CAP_FEN); walk-in orders and supplements earn nothing on their own (an
 *   extension's payment counts towards its booking's amount);
 * - a reward is 'pending' for 7 days, then 'withdrawable' (its fen enter the wallet); a refund of any of
 *   the order's payments (the booking's or a supplement's) started while it is pending (before
 *   `availableAt`) reverses it: 'reversed', nothing enters the wallet. A refund started after `availableAt`
 *   does not take a reward back, even when it has not been moved to the wallet yet: it is released all the
 *   same. 'Paid' is what was really paid for the booking, as its invoice counts it: its payments and its
 *   supplements' payments, plus extra days collected at the counter, less refunds. Nothing is earned for
 *   a walk-in order (no traveller account), an order that paid nothing or a reward that rounds to 0.
 * Money is integer fen; times ISO 8601.
 */
export const rewardStatusSchema = z.enum(['pending', 'withdrawable', 'reversed']);
export type RewardStatus = z.output<typeof rewardStatusSchema>;

/** A traveller's promotion code: 6 of 0–9 and A–Z (wx/qrcode's `code`, the app link's `promo`). */
export const promotionCodeSchema = z.string().regex(PROMOTION_CODE_PATTERN);

/** A digit id of a reward, withdrawal or verification attempt. */
export const ledgerIdSchema = z.string().regex(/^[1-9]\d{0,17}$/);

/** One reward the caller earned. */
export const rewardSchema = z.object({
  id: ledgerIdSchema,
  /** The completed order that earned it. */
  orderId: orderIdSchema,
  /** The friend who booked, masked: '138****0001'. */
  friendPhone: z.string(),
  /** Fen the friend paid for the order (what the reward is a share of). */
  paidAmount: z.number().int().min(0),
  /** Fen earned. */
  amount: z.number().int().positive(),
  status: rewardStatusSchema,
  /** When the order was completed and the reward earned. */
  earnedAt: z.string(),
  /** When it becomes (or became) withdrawable, unless reversed before. */
  availableAt: z.string(),
  /** When it was reversed (a refund while pending), else null. */
  reversedAt: z.string().nullable(),
});
export type Reward = z.output<typeof rewardSchema>;

/** An entry of a reward's history (return_record): earned, became withdrawable, or reversed. */
export const rewardRecordSchema = z.object({
  kind: z.enum(['earned', 'withdrawable', 'reversed']),
  /** Fen: what was earned, what entered the wallet, or what was taken back. */
  amount: z.number().int().min(0),
  at: z.string(),
});
export type RewardRecord = z.output<typeof rewardRecordSchema>;

/**
 * A withdrawal's state: 'processing' (the money left the wallet and the payout provider has it),
 * 'paid' (it reached the traveller's WeChat balance) or 'failed' (the provider refused or gave up; the
 * money went back to the wallet and `failureReason` says why).
 */
export const withdrawalStatusSchema = z.enum(['processing', 'paid', 'failed']);
export type WithdrawalStatus = z.output<typeof withdrawalStatusSchema>;

/** One of the caller's withdrawals to WeChat. */
export const withdrawalSchema = z.object({
  id: ledgerIdSchema,
  /** Fen. */
  amount: z.number().int().positive(),
  status: withdrawalStatusSchema,
  /** Why it failed, in the request's language; null unless failed. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  /** When it was paid or failed; null while processing. */
  settledAt: z.string().nullable(),
  /**
   * While WeChat waits for the traveller to accept the transfer in WeChat (transfer to balance, user-confirm
   * mode): what the app passes to `wx.requestMerchantTransfer({mchId, appId, package})` inside WeChat; null
   * otherwise (the sandbox, or no confirmation pending).
   */
  wechatConfirmation: z.object({ mchId: z.string(), appId: z.string(), package: z.string() }).nullable(),
});
export type Withdrawal = z.output<typeof withdrawalSchema>;

/** One real-name verification attempt (verify): what was checked, masked, and the identity check's answer. */
export const verificationAttemptSchema = z.object({
  id: ledgerIdSchema,
  /** The name checked, masked after its first character: '张*'. */
  name: z.string(),
  /** The ID number checked, masked: '310***********123X'. */
  idNumber: z.string(),
  result: z.enum(['passed', 'failed']),
  /** Why it failed (the name and number do not match, the service refused), in the request's language; null when passed. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type VerificationAttempt = z.output<typeof verificationAttemptSchema>;

/** The page number of the reward, withdrawal and verification lists (from 1; 10 per page, spec §9). */
export const pageNoField = queryInt(1, 10_000).default(1);
