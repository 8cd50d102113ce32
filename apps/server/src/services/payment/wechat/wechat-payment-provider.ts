import { randomBytes } from 'node:crypto';
import { SHANGHAI_ZONE } from '@luggage/domain/dates';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { PayConfig } from '../../../config/load-config';
import { ApiFailure } from '../../../errors/api-failure';
import { headerValue } from '../header-value';
import { type PaymentProvider, type RefundOutcome } from '../payment-provider';
import { decryptWechatResource, jsapiPaySign, platformKeyOf, signWechatRequest, verifyWechatSignature, wechatAuthorization } from './wechat-pay-crypto';

/** The merchant settings of WECHAT_PAY_*. */
export type WechatMerchant = Omit<Extract<PayConfig, { provider: 'wechat' }>, 'provider'>;

/** How far a notification's Wechatpay-Timestamp may be from our clock. */
const NOTIFICATION_WINDOW_MS = 5 * 60_000;

const notificationSchema = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource: z.object({ algorithm: z.literal('AEAD_AES_256_GCM'), ciphertext: z.string(), nonce: z.string(), associated_data: z.string().default('') }),
});

const transactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int() }).optional(),
});

const refundAnswerSchema = z.object({ refund_id: z.string(), status: z.enum(['SUCCESS', 'PROCESSING', 'CLOSED', 'ABNORMAL']) });

/** 32 random alphanumeric characters (nonce_str, nonceStr). */
function nonceString(): string {
  return randomBytes(16).toString('hex');
}

/**
 * WeChat Pay JSAPI, API v3, through `fetch`: requests signed with the merchant key
 * (WECHATPAY2-SHA256-RSA2048), answers and notifications verified with the platform key (serial checked),
 * notification resources decrypted with the APIv3 key (AEAD_AES_256_GCM). Any failure of a call
 * (network, time-out, HTTP error, an answer that is not signed by the platform) is ApiFailure
 * 'paymentUnavailable' with the reason for the log; keys are never logged.
 */
export function createWechatPaymentProvider(deps: { merchant: WechatMerchant; fetch: typeof fetch; clock: () => number; timeoutMs?: number }): PaymentProvider {
  const { merchant } = deps;
  const platformKey = platformKeyOf(merchant.platformPublicKey);
  const timeoutMs = deps.timeoutMs ?? 10_000;

  /** One signed call; answers the parsed JSON (null for an empty answer) and the HTTP status. */
  async function call(method: 'GET' | 'POST', pathWithQuery: string, payload?: unknown): Promise<{ status: number; body: unknown }> {
    const failed = (reason: string) => ApiFailure.unavailable('paymentUnavailable', `WeChat Pay ${method} ${pathWithQuery.split('?')[0]}: ${reason}`);
    const text = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = Math.floor(deps.clock() / 1000);
    const nonce = nonceString();
    const signature = signWechatRequest({ method, pathWithQuery, timestamp, nonce, body: text }, merchant.merchantPrivateKey);
    let response: Response;
    let answer: string;
    try {
      response = await deps.fetch(`${merchant.baseUrl}${pathWithQuery}`, {
        method,
        headers: {
          Authorization: wechatAuthorization({ mchId: merchant.mchId, nonce, signature, timestamp, serialNo: merchant.merchantSerialNo }),
          Accept: 'application/json',
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = await response.text();
    } catch (error) {
      throw failed(error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'network error');
    }
    let body: unknown;
    try {
      body = answer === '' ? null : JSON.parse(answer);
    } catch {
      throw failed(`HTTP ${response.status}, the answer is not JSON`);
    }
    if (response.ok) {
      const header = (name: string) => response.headers.get(name) ?? '';
      const signed =
        header('Wechatpay-Serial') === merchant.platformSerialNo &&
        verifyWechatSignature({ timestamp: header('Wechatpay-Timestamp'), nonce: header('Wechatpay-Nonce'), body: answer }, header('Wechatpay-Signature'), platformKey);
      if (!signed) throw failed('the answer is not signed by the platform key');
    }
    return { status: response.status, body };
  }
  const errorCode = (body: unknown) => (typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : '');

  return {
    name: 'wechat',
    async createPayment(request) {
      if (!request.openid) throw new ApiFailure('openidRequired');
      const answer = await call('POST', '/v3/pay/transactions/jsapi', {
        appid: merchant.appId,
        mchid: merchant.mchId,
        description: request.description.slice(0, 127),
        out_trade_no: request.outTradeNo,
        time_expire: DateTime.fromJSDate(request.expiresAt, { zone: SHANGHAI_ZONE }).toISO({ suppressMilliseconds: true }),
        notify_url: merchant.notifyUrl,
        amount: { total: request.amount, currency: 'CNY' },
        payer: { openid: request.openid },
      });
      const prepay = z.object({ prepay_id: z.string().min(1) }).safeParse(answer.body);
      if (answer.status !== 200 || !prepay.success) {
        throw ApiFailure.unavailable('paymentUnavailable', `WeChat Pay jsapi: HTTP ${answer.status} ${errorCode(answer.body)}`);
      }
      const sheet = { appId: merchant.appId, timeStamp: String(Math.floor(deps.clock() / 1000)), nonceStr: nonceString(), package: `prepay_id=${prepay.data.prepay_id}` };
      return { provider: 'wechat', ...sheet, signType: 'RSA', paySign: jsapiPaySign(sheet, merchant.merchantPrivateKey) };
    },
    verifyNotification(headers, rawBody, now) {
      const timestamp = headerValue(headers, 'wechatpay-timestamp');
      const nonce = headerValue(headers, 'wechatpay-nonce');
      const signature = headerValue(headers, 'wechatpay-signature');
      const serial = headerValue(headers, 'wechatpay-serial');
      if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !nonce || !signature || !serial) return { refused: 'missing Wechatpay headers' };
      if (serial !== merchant.platformSerialNo) return { refused: `unknown platform serial ${serial}` };
      if (Math.abs(Number(timestamp) * 1000 - now) > NOTIFICATION_WINDOW_MS) return { refused: 'stale timestamp' };
      if (!verifyWechatSignature({ timestamp, nonce, body: rawBody }, signature, platformKey)) return { refused: 'bad signature' };
      let notification;
      let transaction;
      try {
        notification = notificationSchema.parse(JSON.parse(rawBody));
        const { ciphertext, nonce: resourceNonce, associated_data: associatedData } = notification.resource;
        transaction = transactionSchema.parse(JSON.parse(decryptWechatResource({ ciphertext, nonce: resourceNonce, associatedData }, merchant.apiV3Key)));
      } catch {
        return { refused: 'unreadable or undecryptable body' };
      }
      if (transaction.mchid !== merchant.mchId || transaction.appid !== merchant.appId) return { refused: 'another merchant' };
      const succeeded = notification.event_type === 'TRANSACTION.SUCCESS' && transaction.trade_state === 'SUCCESS';
      if (succeeded && (!transaction.transaction_id || !transaction.amount)) return { refused: 'success without transaction or amount' };
      return {
        notificationId: notification.id,
        outTradeNo: transaction.out_trade_no,
        transactionId: transaction.transaction_id ?? '',
        amount: transaction.amount?.total ?? 0,
        succeeded,
      };
    },
    async queryPayment(outTradeNo) {
      const answer = await call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(merchant.mchId)}`);
      if (answer.status === 404) return { paid: false, state: 'NOTFOUND' };
      const transaction = transactionSchema.safeParse(answer.body);
      if (answer.status !== 200 || !transaction.success) throw ApiFailure.unavailable('paymentUnavailable', `WeChat Pay query: HTTP ${answer.status} ${errorCode(answer.body)}`);
      const { trade_state: state, transaction_id: transactionId, amount } = transaction.data;
      if (state === 'SUCCESS' && transactionId && amount) return { paid: true, transactionId, amount: amount.total };
      return { paid: false, state };
    },
    async refund(request): Promise<RefundOutcome> {
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: request.outTradeNo,
        out_refund_no: request.outRefundNo,
        amount: { refund: request.amount, total: request.total, currency: 'CNY' },
      });
      const refund = refundAnswerSchema.safeParse(answer.body);
      if (answer.status !== 200 || !refund.success) throw ApiFailure.unavailable('paymentUnavailable', `WeChat Pay refund: HTTP ${answer.status} ${errorCode(answer.body)}`);
      const status = refund.data.status === 'SUCCESS' ? 'succeeded' : refund.data.status === 'PROCESSING' ? 'processing' : 'failed';
      return { status, providerRefundId: refund.data.refund_id };
    },
  };
}
