import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, SandboxTradeTable } from '../../../db/database-schema';
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
  /** How the trade was settled (its first outcome when it was settled before). */
  outcome: 'succeeded' | 'failed';
}

/** The sandbox provider plus what its payment sheet does: pay (or fail) a payment and sign the notification. */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /**
   * Settles the payment `outTradeNo` (charging `amount` fen, the amount its sheet was opened for) with
   * `outcome` and returns the notification the sandbox sends. A payment already settled answers with its
   * first outcome, like a real provider (also when two pays race: the trade is settled once).
   */
  pay(outTradeNo: string, amount: number, outcome: 'succeeded' | 'failed'): Promise<SandboxNotification>;
  /** Signs a notification body (tests use it to send their own, or forged, notifications). */
  sign(body: string, timestamp: number, nonce?: string): Record<string, string>;
}

/** HMAC-SHA256 (hex) of `${timestamp}\n${nonce}\n${body}` with the sandbox secret. */
function signatureOf(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}`).digest('hex');
}

/** The trade's columns the provider answers from. */
type SandboxTrade = Pick<SandboxTradeTable, 'amount' | 'state' | 'transaction_id'>;

/**
 * The local payment provider (the default): it keeps its side of each payment (the trade: amount, state,
 * transaction id) in the `sandbox_trade` table of `db`, as a real provider keeps it on its servers, so every
 * server process on that database (and the next one after a restart) sees the same trades. It pays when its
 * sheet says so, settling each trade once; notifies with an HMAC-SHA256 signature over
 * `timestamp\nnonce\nbody` made with `secret` (SANDBOX_PAY_SECRET; a random one per process by default, so
 * several servers must share it); and refunds at once. Timestamps are seconds at `clock()`.
 */
export function createSandboxPaymentProvider(deps: { secret?: string; clock: () => number; db: Kysely<DatabaseSchema> }): SandboxPaymentProvider {
  const secret = deps.secret ?? randomBytes(32).toString('hex');
  const { db } = deps;

  /** Opens the trade `outTradeNo` for `amount` fen unless it is open already (its first amount stays). */
  const openTrade = async (outTradeNo: string, amount: number): Promise<void> => {
    await db
      .insertInto('sandbox_trade')
      .values({ out_trade_no: outTradeNo, amount, state: 'NOTPAY', transaction_id: null, created_at: new Date(deps.clock()), settled_at: null })
      .onConflict((conflict) => conflict.column('out_trade_no').doNothing())
      .execute();
  };

  /** Settles a NOTPAY trade with `outcome`; a trade settled already (by this or a racing call) keeps its first outcome. */
  const settleTrade = async (outTradeNo: string, outcome: 'succeeded' | 'failed'): Promise<SandboxTrade> => {
    const settled = await db
      .updateTable('sandbox_trade')
      .set({
        state: outcome === 'succeeded' ? 'SUCCESS' : 'PAYERROR',
        transaction_id: outcome === 'succeeded' ? `sandbox-${randomBytes(12).toString('hex')}` : null,
        settled_at: new Date(deps.clock()),
      })
      .where('out_trade_no', '=', outTradeNo)
      .where('state', '=', 'NOTPAY')
      .returning(['amount', 'state', 'transaction_id'])
      .executeTakeFirst();
    return settled ?? (await db.selectFrom('sandbox_trade').select(['amount', 'state', 'transaction_id']).where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow());
  };

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
    async createPayment(request) {
      await openTrade(request.outTradeNo, request.amount);
      return { provider: 'sandbox', outTradeNo: request.outTradeNo };
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
    async queryPayment(outTradeNo): Promise<PaymentQueryResult> {
      const trade = await db.selectFrom('sandbox_trade').select(['amount', 'state', 'transaction_id']).where('out_trade_no', '=', outTradeNo).executeTakeFirst();
      if (trade?.state === 'SUCCESS' && trade.transaction_id) return { paid: true, transactionId: trade.transaction_id, amount: trade.amount };
      return { paid: false, state: trade?.state ?? 'NOTFOUND' };
    },
    refund(): Promise<RefundOutcome> {
      return Promise.resolve({ status: 'succeeded', providerRefundId: `sandbox-refund-${randomUUID()}` });
    },
    async pay(outTradeNo, amount, outcome) {
      await openTrade(outTradeNo, amount);
      const trade = await settleTrade(outTradeNo, outcome);
      const payload: SandboxNotificationBody = {
        notificationId: randomUUID(),
        outTradeNo,
        transactionId: trade.transaction_id ?? '',
        amount: trade.amount,
        state: trade.state === 'SUCCESS' ? 'SUCCESS' : 'FAILED',
      };
      const body = JSON.stringify(payload);
      const settled = payload.state === 'SUCCESS' ? 'succeeded' : 'failed';
      return { headers: { 'content-type': 'application/json', ...sign(body, deps.clock()) }, body, outcome: settled };
    },
  };
}
