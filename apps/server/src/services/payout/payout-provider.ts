/** A transfer to a WeChat user's balance as the payout provider is asked for it. */
export interface PayoutTransfer {
  /** Our idempotency key of the transfer (WeChat's out_bill_no): asking twice pays once. */
  outBillNo: string;
  openid: string;
  /** Fen. */
  amount: number;
  /** When the withdrawal was made (ms). */
  createdAt: number;
}

/**
 * Where a transfer stands at the provider: still under way, paid, or failed for good with the provider's
 * reason (an error-catalogue key such as 'payoutRefusedBySandbox', or the provider's own code).
 */
export type PayoutState =
  | {
      state: 'processing';
      /** WeChat's package_info while the transfer waits for the user to accept it in WeChat (WAIT_USER_CONFIRM). */
      packageInfo?: string;
    }
  | { state: 'paid'; providerBillId: string | null } | { state: 'failed'; reason: string };

/**
 * Pays withdrawals out to WeChat balances: the sandbox (completes after a short delay) or WeChat Pay's
 * transfer to balance. Both calls are idempotent by outBillNo; a call that throws leaves the withdrawal
 * 'processing' for the next settlement to ask again.
 */
export interface PayoutProvider {
  /** 'sandbox' or 'wechat', stored with each withdrawal. */
  readonly name: string;
  /** The merchant the app names to wx.requestMerchantTransfer when a transfer waits for the user; null for the sandbox. */
  readonly confirmingMerchant: { mchId: string; appId: string } | null;
  /** Starts the transfer (again, harmlessly, if it was started); answers where it stands. */
  transfer(transfer: PayoutTransfer): Promise<PayoutState>;
  /** Asks where a started transfer stands. */
  query(transfer: PayoutTransfer): Promise<PayoutState>;
}
