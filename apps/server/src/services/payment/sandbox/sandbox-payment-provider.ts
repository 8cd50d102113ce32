import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { headerValue } from '../header-value';
import { type PaymentProvider, type PaymentQueryResult, type RefundOutcome } from '../payment-provider';

/** The headers of a sandbox notification. */
export const SANDBOX_HEADERS = { timestamp: 'sandbox-timestamp', nonce: 'sandbox-nonce', signature: 'sandbox-signature' } as const;

/** How far a notification's timestamp may be from our clock. */
const NOTIFICATION_WINDOW_MS = 5 * 60_000;

/** The body of a sandbox notification, as sent to POST /api/pay/notify/sandbox/. */
export interface SandboxNotificationBody {
  notificationId: string;
  outTradeNo: string;
  transactionId: string;
  amount: number;
  state: 'SUCCESS' | 'FAILED';
}

/** A signed notification ready to be delivered. */
export interface SandboxNotification {
  headers: Record<string, string>;
  body: string;
}

/** The sandbox's own record of a payment (the provider side, not our database). */
interface SandboxTrade {
  amount: number;
  state: 'NOTPAY' | 'SUCCESS' | 'PAYERROR';
  transactionId: string | null;
}

/** The sandbox provider plus what its payment sheet does: pay (or fail) a payment and sign the notification. */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /**
   * Settles the payment `outTradeNo` (charging `amount` fen, the amount its sheet was opened for) with
   * `outcome` and returns the notification the sandbox sends. A payment already settled answers with its
   * first outcome, like a real provider.
   */
  pay(outTradeNo: string, amount: number, outcome: 'succeeded' | 'failed'): SandboxNotification;
  /** Signs a notification body (tests use it to send their own, or forged, notifications). */
  sign(body: string, timestamp: number, nonce?: string): Record<string, string>;
}

/** HMAC-SHA256 (hex) of `${timestamp}\n${nonce}\n${body}` with the sandbox secret. */
function signatureOf(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}`).digest('hex');
}

/**
 * The local payment provider (the default): it keeps its side of each payment in memory, as a real provider
 * keeps it on its servers, pays when its sheet says so, notifies with an HMAC-SHA256 signature over
 * `timestamp\nnonce\nbody` made with `secret` (SANDBOX_PAY_SECRET; a random one per process by default), and
 * refunds at once. Timestamps are seconds at `clock()`.
 */
export function createSandboxPaymentProvider(deps: { secret?: string; clock: () => number }): SandboxPaymentProvider {
  const secret = deps.secret ?? randomBytes(32).toString('hex');
  const trades = new Map<string, SandboxTrade>();

  const sign = (body: string, timestamp: number, nonce = randomBytes(16).toString('hex')): Record<string, string> => {
    const seconds = String(Math.floor(timestamp / 1000));
    return {
      [SANDBOX_HEADERS.timestamp]: seconds,
      [SANDBOX_HEADERS.nonce]: nonce,
      [SANDBOX_HEADERS.signature]: signatureOf(secret, seconds, nonce, body),
    };
  };

  return {
    name: 'sandbox',
    sign,
    createPayment(request) {
      if (!trades.has(request.outTradeNo)) trades.set(request.outTradeNo, { amount: request.amount, state: 'NOTPAY', transactionId: null });
      return Promise.resolve({ provider: 'sandbox', outTradeNo: request.outTradeNo });
    },
    verifyNotification(headers, rawBody, now) {
      const timestamp = headerValue(headers, SANDBOX_HEADERS.timestamp);
      const nonce = headerValue(headers, SANDBOX_HEADERS.nonce);
      const signature = headerValue(headers, SANDBOX_HEADERS.signature);
      if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !nonce || !signature) return { refused: 'missing signature headers' };
      if (Math.abs(Number(timestamp) * 1000 - now) > NOTIFICATION_WINDOW_MS) return { refused: 'stale timestamp' };
      const expected = Buffer.from(signatureOf(secret, timestamp, nonce, rawBody));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refused: 'bad signature' };
      let body: SandboxNotificationBody;
      try {
        body = JSON.parse(rawBody) as SandboxNotificationBody;
      } catch {
        return { refused: 'unreadable body' };
      }
      if (
        typeof body.notificationId !== 'string' ||
        typeof body.outTradeNo !== 'string' ||
        typeof body.transactionId !== 'string' ||
        !Number.isSafeInteger(body.amount) ||
        (body.state !== 'SUCCESS' && body.state !== 'FAILED')
      ) {
        return { refused: 'unexpected body' };
      }
      return { notificationId: body.notificationId, outTradeNo: body.outTradeNo, transactionId: body.transactionId, amount: body.amount, succeeded: body.state === 'SUCCESS' };
    },
    queryPayment(outTradeNo): Promise<PaymentQueryResult> {
      const trade = trades.get(outTradeNo);
      if (trade?.state === 'SUCCESS' && trade.transactionId) return Promise.resolve({ paid: true, transactionId: trade.transactionId, amount: trade.amount });
      return Promise.resolve({ paid: false, state: trade?.state ?? 'NOTFOUND' });
    },
    refund(): Promise<RefundOutcome> {
      return Promise.resolve({ status: 'succeeded', providerRefundId: `sandbox-refund-${randomUUID()}` });
    },
    pay(outTradeNo, amount, outcome) {
      let trade = trades.get(outTradeNo);
      if (!trade) {
        trade = { amount, state: 'NOTPAY', transactionId: null };
        trades.set(outTradeNo, trade);
      }
      if (trade.state === 'NOTPAY') {
        trade.state = outcome === 'succeeded' ? 'SUCCESS' : 'PAYERROR';
        trade.transactionId = outcome === 'succeeded' ? `sandbox-${randomBytes(12).toString('hex')}` : null;
      }
      const payload: SandboxNotificationBody = {
        notificationId: randomUUID(),
        outTradeNo,
        transactionId: trade.transactionId ?? '',
        amount: trade.amount,
        state: trade.state === 'SUCCESS' ? 'SUCCESS' : 'FAILED',
      };
      const body = JSON.stringify(payload);
      return { headers: { 'content-type': 'application/json', ...sign(body, deps.clock()) }, body };
    },
  };
}
