import type { PaymentSheet } from '@luggage/api/contract';

/** What a provider is asked to charge: one payment row of an order. */
export interface PaymentRequest {
  /** payment.out_trade_no: 32 lower-case hex digits, the id the provider knows the payment by. */
  outTradeNo: string;
  /** Fen. */
  amount: number;
  /** Shown on the traveller's bill. */
  description: string;
  /** Until when the provider may take the money (the order's pay_before). */
  expiresAt: Date;
  /** The payer's WeChat openid (JSAPI pays as that user); other providers ignore it. */
  openid?: string;
}

/** A provider notification that passed verification. */
export interface VerifiedPaymentEvent {
  /** The provider's id of this notification: a repeat carries the same id. */
  notificationId: string;
  outTradeNo: string;
  /** The provider's id of the transaction. */
  transactionId: string;
  /** Fen actually paid. */
  amount: number;
  /** True when the payment succeeded; a failed payment changes nothing on our side. */
  succeeded: boolean;
}

/** Why a notification was refused (never applied): bad or missing signature, stale timestamp, unreadable body. */
export interface RefusedNotification {
  refused: string;
}

/** What the provider says about a payment when asked. */
export type PaymentQueryResult =
  | { paid: true; transactionId: string; amount: number }
  | { paid: false; state: string };

/** Money back to the payment it came from. */
export interface RefundRequest {
  outTradeNo: string;
  /** refund.out_refund_no: 32 lower-case hex digits. */
  outRefundNo: string;
  /** Fen to give back. */
  amount: number;
  /** Fen of the original payment. */
  total: number;
}

/** 'succeeded' when the money is back, 'processing' while the provider works on it, 'failed' when it refused. */
export interface RefundOutcome {
  status: 'succeeded' | 'processing' | 'failed';
  providerRefundId: string | null;
}

/**
 * A payment provider (the local sandbox or WeChat Pay JSAPI). Calls that reach the provider throw ApiFailure
 * 'paymentUnavailable' (with the reason for the log) when it fails or does not answer.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'wechat';
  /** The parameters the client opens the provider's payment sheet with; asking again for the same payment is allowed. */
  createPayment(request: PaymentRequest): Promise<PaymentSheet>;
  /** Checks a notification's signature (and time) against the raw body and decodes it. `now` in ms. */
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, now: number): VerifiedPaymentEvent | RefusedNotification;
  /** Asks the provider where a payment stands. */
  queryPayment(outTradeNo: string): Promise<PaymentQueryResult>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
}
