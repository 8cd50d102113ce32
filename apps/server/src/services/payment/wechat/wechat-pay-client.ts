import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ApiFailure } from '../../../errors/api-failure';
import { headerValue } from '../header-value';
import type { WechatMerchant } from './wechat-payment-provider';
import { decryptWechatResource, platformKeyOf, signWechatRequest, verifyWechatSignature, wechatAuthorization } from './wechat-pay-crypto';

/** How far a notification's Wechatpay-Timestamp may be from our clock. */
const NOTIFICATION_WINDOW_MS = 5 * 60_000;

const notificationSchema = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource: z.object({ algorithm: z.literal('AEAD_AES_256_GCM'), ciphertext: z.string(), nonce: z.string(), associated_data: z.string().default('') }),
});

/** 32 random alphanumeric characters (nonce_str, nonceStr). */
export function nonceString(): string {
  return randomBytes(16).toString('hex');
}

/** The `code` of a WeChat Pay error answer, '' when there is none. */
export function wechatErrorCode(body: unknown): string {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : '';
}

/**
 * WeChat Pay API v3 calls and notifications for one merchant, shared by the payment and payout adapters.
 * `call` signs a request with the merchant key (WECHATPAY2-SHA256-RSA2048) and checks that a 2xx answer is
 * signed by the platform key (serial checked); any failure (network, time-out, not JSON, unsigned) is
 * ApiFailure 'paymentUnavailable' with the reason for the log. `openNotification` checks a notification's
 * headers, time and signature against the raw body and decrypts its resource with the APIv3 key.
 */
export function createWechatPayClient(deps: { merchant: WechatMerchant; fetch: typeof fetch; clock: () => number; timeoutMs?: number }) {
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

  /** A verified notification's id, event type and decrypted resource (JSON), or why it was refused. */
  function openNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: number,
  ): { id: string; eventType: string; resource: unknown } | { refused: string } {
    const timestamp = headerValue(headers, 'wechatpay-timestamp');
    const nonce = headerValue(headers, 'wechatpay-nonce');
    const signature = headerValue(headers, 'wechatpay-signature');
    const serial = headerValue(headers, 'wechatpay-serial');
    if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !nonce || !signature || !serial) return { refused: 'missing Wechatpay headers' };
    if (serial !== merchant.platformSerialNo) return { refused: `unknown platform serial ${serial}` };
    if (Math.abs(Number(timestamp) * 1000 - now) > NOTIFICATION_WINDOW_MS) return { refused: 'stale timestamp' };
    if (!verifyWechatSignature({ timestamp, nonce, body: rawBody }, signature, platformKey)) return { refused: 'bad signature' };
    try {
      const notification = notificationSchema.parse(JSON.parse(rawBody));
      const { ciphertext, nonce: resourceNonce, associated_data: associatedData } = notification.resource;
      const resource: unknown = JSON.parse(decryptWechatResource({ ciphertext, nonce: resourceNonce, associatedData }, merchant.apiV3Key));
      return { id: notification.id, eventType: notification.event_type, resource };
    } catch {
      return { refused: 'unreadable or undecryptable body' };
    }
  }

  return { call, openNotification };
}
