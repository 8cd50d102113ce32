import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { withdrawalSchema } from '../entities/reward';
import { WITHDRAWAL_MIN_FEN } from '@luggage/domain/rewards';

export { WITHDRAWAL_MIN_FEN };

/**
 * POST /api/user/withdraw/ (spec §7: openid): pays `amount` fen of the caller's withdrawable balance to the
 * WeChat balance of `openid` (WeChat Pay's transfer to balance; the sandbox provider completes after a
 * short delay). Refused, with nothing written, when:
 * - the caller's real name is not verified ('withdrawalNeedsVerification');
 * - `openid` is not the WeChat user bound to the caller ('withdrawalOpenidMismatch');
 * - `amount` is below {@link WITHDRAWAL_MIN_FEN} ('withdrawalBelowMinimum'), above the balance
 *   ('withdrawalAboveBalance') or above what is left of the daily maximum ('withdrawalDailyLimit', server
 *   setting WITHDRAWAL_DAILY_MAX_FEN, Asia/Shanghai day, failed withdrawals not counted).
 * The money leaves the wallet in the same transaction that records the withdrawal (the balance can never
 * go below 0, a database constraint); a payout that fails puts it back and says why. `requestId` is the
 * idempotency key the app makes once per withdrawal form: the same key again answers the same withdrawal
 * and pays once. Answers the withdrawal (usually 'processing').
 *
 * Payout providers (server setting PAYOUT_PROVIDER):
 * - 'sandbox' (default): moves no money; 'paid' PAYOUT_SANDBOX_DELAY_MS after the withdrawal (the periodic
 *   job, or withdrawlist read by the traveller). Test convention: an openid starting 'sandbox-fail', or
 *   an amount ending in 99 fen (¥1.99, ¥12.99, …; what a browser journey can reach), is refused
 *   ('failed', the money back in the wallet), so the failed path is reachable end to end.
 * - 'wechat': WeChat Pay's current 商家转账 API (transfer-bills, user-confirm mode: POST
 *   /v3/fund-app/mch-transfer/transfer-bills, query by out_bill_no, notification MCHTRANSFER.BILL.FINISHED;
 *   chosen because the older /v3/transfer/batches is closed to new merchants). A bill waits in
 *   WAIT_USER_CONFIRM until the traveller accepts it in WeChat: meanwhile the withdrawal's
 *   `wechatConfirmation` is set and the app (inside WeChat) calls wx.requestMerchantTransfer with it;
 *   the bill then succeeds or fails and WeChat's notification settles the withdrawal.
 */
export const withdrawEndpoint = defineEndpoint({
  name: 'withdraw',
  method: 'POST',
  path: '/api/user/withdraw/',
  request: z.object({
    openid: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
    amount: z.number().int().min(1).max(100_000_000),
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  }),
  response: z.object({ withdrawal: withdrawalSchema }),
  auth: 'user',
});

export type WithdrawResponse = z.output<typeof withdrawEndpoint.response>;
