import { SHANGHAI_ZONE } from '@luggage/domain/dates';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { PayConfig } from '../../../config/load-config';
import { ApiFailure } from '../../../errors/api-failure';
import { type PaymentProvider, type RefundOutcome } from '../payment-provider';
import { createWechatPayClient, nonceString, wechatErrorCode } from './wechat-pay-client';
import { jsapiPaySign } from './wechat-pay-crypto';

/** The merchant settings of WECHAT_PAY_*. */
export type WechatMerchant = Omit<Extract<PayConfig, { provider: 'wechat' }>, 'provider'>;

const transactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int() }).optional(),
});

const refundAnswerSchema = z.object({ refund_id: z.string(), status: z.enum(['SUCCESS', 'PROCESSING', 'CLOSED', 'ABNORMAL']) });

/**
 * WeChat Pay JSAPI, API v3, through `fetch`: requests signed with the merchant key
 * (WECHATPAY2-SHA256-RSA2048), answers and notifications verified with the platform key (serial checked),
 * notification resources decrypted with the APIv3 key (AEAD_AES_256_GCM). Any failure of a call
 * (network, time-out, HTTP error, an answer that is not signed by the platform) is ApiFailure
 * 'paymentUnavailable' with the reason for the log; keys are never logged.
 */
export function createWechatPaymentProvider(deps: { merchant: WechatMerchant; fetch: typeof fetch; clock: () => number; timeoutMs?: number }): PaymentProvider {
  const { merchant } = deps;
  const { call, openNotification } = createWechatPayClient(deps);

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
        throw ApiFailure.unavailable('paymentUnavailable', `WeChat Pay jsapi: HTTP ${answer.status} ${wechatErrorCode(answer.body)}`);
      }
      const sheet = { appId: merchant.appId, timeStamp: String(Math.floor(deps.clock() / 1000)), nonceStr: nonceString(), package: `prepay_id=${prepay.data.prepay_id}` };
      return { provider: 'wechat', ...sheet, signType: 'RSA', paySign: jsapiPaySign(sheet, merchant.merchantPrivateKey) };
    },
    verifyNotification(headers, rawBody, now) {
      const opened = openNotification(headers, rawBody, now);
      if ('refused' in opened) return opened;
      const parsed = transactionSchema.safeParse(opened.resource);
      if (!parsed.success) return { refused: 'unreadable or undecryptable body' };
      const transaction = parsed.data;
      if (transaction.mchid !== merchant.mchId || transaction.appid !== merchant.appId) return { refused: 'another merchant' };
      const succeeded = opened.eventType === 'TRANSACTION.SUCCESS' && transaction.trade_state === 'SUCCESS';
      if (succeeded && (!transaction.transaction_id || !transaction.amount)) return { refused: 'success without transaction or amount' };
      return {
        notificationId: opened.id,
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
      if (answer.status !== 200 || !transaction.success) throw ApiFailure.unavailable('paymentUnavailable', `WeChat Pay query: HTTP ${answer.status} ${wechatErrorCode(answer.body)}`);
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
      if (answer.status !== 200 || !refund.success) throw ApiFailure.unavailable('paymentUnavailable', `WeChat Pay refund: HTTP ${answer.status} ${wechatErrorCode(answer.body)}`);
      const status = refund.data.status === 'SUCCESS' ? 'succeeded' : refund.data.status === 'PROCESSING' ? 'processing' : 'failed';
      return { status, providerRefundId: refund.data.refund_id };
    },
  };
}
