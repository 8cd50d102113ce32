import type { KeyObject } from 'node:crypto';
import type { z } from 'zod';
import { rsaVerify } from '../crypto/rsa-sha256';
import { shanghaiDigits, shanghaiIso } from '../shanghai-time';
import { wechatIds } from '../wechat-ids';
import { payError, type PayAnswer } from './pay-answer';
import type { jsapiOrderSchema, refundSchema } from './pay-requests';
import { transactionJson, type Trade } from './trade';

/** The parameters of getBrandWCPayRequest (the JSAPI payment sheet). */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  /** 'prepay_id=…' */
  package: string;
  signType: string;
  paySign: string;
}

/** What confirming a payment sheet gave: paid, or why not (shown to nobody but the test that reads it). */
export type PaymentOutcome = { ok: true; transactionId: string } | { ok: false; reason: string };

interface Refund {
  refundId: string;
  outRefundNo: string;
  trade: Trade;
  refund: number;
  fingerprint: string;
  createTime: string;
}

/**
 * The merchant's trades and refunds, with WeChat Pay's rules: one trade per out_trade_no (a repeat of the
 * same order gets the same prepay_id), a trade is paid once through its signed sheet, refunds are idempotent
 * on out_refund_no and never exceed what was paid. `onPaid` runs when a trade becomes paid.
 */
export function createPayLedger(deps: {
  appId: string;
  mchId: string;
  merchantPublicKey: KeyObject;
  clock: () => number;
  knowsOpenid: (openid: string) => boolean;
  onPaid: (trade: Trade) => void;
}) {
  const trades = new Map<string, Trade>();
  const refunds = new Map<string, Refund>();

  const findByTransactionId = (transactionId: string) => [...trades.values()].find((trade) => trade.transactionId === transactionId);
  const refundJson = (refund: Refund) => ({
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: refund.trade.transactionId,
    out_trade_no: refund.trade.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    success_time: refund.createTime,
    create_time: refund.createTime,
    status: 'SUCCESS',
    funds_account: 'AVAILABLE',
    amount: {
      total: refund.trade.total,
      refund: refund.refund,
      payer_total: refund.trade.total,
      payer_refund: refund.refund,
      settlement_total: refund.trade.total,
      settlement_refund: refund.refund,
      discount_refund: 0,
      currency: 'CNY',
      refund_fee: 0,
    },
  });

  return {
    /** POST /v3/pay/transactions/jsapi */
    order(body: z.infer<typeof jsapiOrderSchema>): PayAnswer {
      if (body.appid !== deps.appId) return payError(400, 'APPID_MCHID_NOT_MATCH', 'AppID和mch_id不匹配');
      if (body.mchid !== deps.mchId) return payError(400, 'PARAM_ERROR', '请求的mchid与请求方的商户号不一致', { field: 'mchid', location: 'body' });
      if (!deps.knowsOpenid(body.payer.openid)) return payError(400, 'OPENID_MISMATCH', 'openid和appid不匹配');
      const fingerprint = JSON.stringify([body.description, body.time_expire ?? null, body.attach ?? null, body.notify_url, body.amount.total, body.payer.openid]);
      const existing = trades.get(body.out_trade_no);
      if (existing) {
        if (existing.state === 'SUCCESS' || existing.state === 'REFUND') return payError(400, 'ORDERPAID', '该订单已支付');
        if (existing.state === 'CLOSED') return payError(400, 'ORDER_CLOSED', '订单已关闭');
        if (existing.fingerprint !== fingerprint) return payError(400, 'INVALID_REQUEST', '201 商户订单号重复');
        return { status: 200, body: { prepay_id: existing.prepayId } };
      }
      const trade: Trade = {
        appid: body.appid,
        mchid: body.mchid,
        outTradeNo: body.out_trade_no,
        description: body.description,
        notifyUrl: body.notify_url,
        timeExpire: body.time_expire ?? null,
        attach: body.attach ?? null,
        total: body.amount.total,
        openid: body.payer.openid,
        prepayId: wechatIds.prepayId(shanghaiDigits(deps.clock())),
        fingerprint,
        state: 'NOTPAY',
        transactionId: null,
        successTime: null,
        refunded: 0,
        notification: null,
      };
      trades.set(trade.outTradeNo, trade);
      return { status: 200, body: { prepay_id: trade.prepayId } };
    },

    /** GET /v3/pay/transactions/out-trade-no/{out_trade_no} and …/id/{transaction_id} */
    query(by: { outTradeNo: string } | { transactionId: string }): PayAnswer {
      const trade = 'outTradeNo' in by ? trades.get(by.outTradeNo) : findByTransactionId(by.transactionId);
      return trade ? { status: 200, body: transactionJson(trade) } : payError(404, 'ORDER_NOT_EXIST', '订单不存在');
    },

    /** POST /v3/pay/transactions/out-trade-no/{out_trade_no}/close: 204, and the trade can no longer be paid. */
    close(outTradeNo: string): PayAnswer {
      const trade = trades.get(outTradeNo);
      if (!trade) return payError(404, 'ORDER_NOT_EXIST', '订单不存在');
      if (trade.state === 'SUCCESS' || trade.state === 'REFUND') return payError(400, 'ORDERPAID', '该订单已支付');
      trade.state = 'CLOSED';
      return { status: 204 };
    },

    /** POST /v3/refund/domestic/refunds: refunds succeed at once (status SUCCESS). */
    refund(body: z.infer<typeof refundSchema>): PayAnswer {
      const fingerprint = JSON.stringify([body.out_trade_no ?? null, body.transaction_id ?? null, body.amount.refund, body.amount.total]);
      const known = refunds.get(body.out_refund_no);
      if (known) {
        return known.fingerprint === fingerprint ? { status: 200, body: refundJson(known) } : payError(400, 'INVALID_REQUEST', '商户退款单号已存在，且请求参数与原请求不一致');
      }
      const trade = body.out_trade_no !== undefined ? trades.get(body.out_trade_no) : findByTransactionId(body.transaction_id ?? '');
      if (!trade || (body.transaction_id !== undefined && trade.transactionId !== body.transaction_id)) return payError(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      if (trade.transactionId === null) return payError(400, 'INVALID_REQUEST', '订单未支付，不能退款');
      if (body.amount.total !== trade.total) return payError(400, 'PARAM_ERROR', '订单金额与原订单不一致', { field: 'amount/total', location: 'body' });
      if (body.amount.refund > trade.total - trade.refunded) return payError(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
      const refund: Refund = { refundId: wechatIds.refundId(), outRefundNo: body.out_refund_no, trade, refund: body.amount.refund, fingerprint, createTime: shanghaiIso(deps.clock()) };
      refunds.set(refund.outRefundNo, refund);
      trade.refunded += refund.refund;
      trade.state = 'REFUND';
      return { status: 200, body: refundJson(refund) };
    },

    /** GET /v3/refund/domestic/refunds/{out_refund_no} */
    queryRefund(outRefundNo: string): PayAnswer {
      const refund = refunds.get(outRefundNo);
      return refund ? { status: 200, body: refundJson(refund) } : payError(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    },

    /**
     * The payer pays in the JSAPI sheet: paySign must verify with the merchant key over
     * `appId\ntimeStamp\nnonceStr\npackage\n`, the prepay must be unpaid, open and not past time_expire, and
     * `payerOpenid` (the browser's WeChat user, when known) must be the order's payer.
     */
    confirm(params: Partial<JsapiPayParams>, payerOpenid: string | undefined): PaymentOutcome {
      const { appId, timeStamp, nonceStr, package: pkg, signType, paySign } = params;
      if (typeof appId !== 'string' || typeof timeStamp !== 'string' || typeof nonceStr !== 'string' || typeof pkg !== 'string' || typeof paySign !== 'string') {
        return { ok: false, reason: 'missing appId, timeStamp, nonceStr, package or paySign' };
      }
      if (appId !== deps.appId) return { ok: false, reason: `unknown appId ${appId}` };
      if (signType !== 'RSA') return { ok: false, reason: `signType must be RSA, not ${String(signType)}` };
      if (!rsaVerify(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, paySign, deps.merchantPublicKey)) return { ok: false, reason: 'paySign does not verify with the merchant key' };
      const trade = pkg.startsWith('prepay_id=') ? [...trades.values()].find((candidate) => candidate.prepayId === pkg.slice('prepay_id='.length)) : undefined;
      if (!trade) return { ok: false, reason: `unknown package ${pkg}` };
      if (trade.state !== 'NOTPAY') return { ok: false, reason: `the trade is ${trade.state}` };
      if (trade.timeExpire !== null && deps.clock() > Date.parse(trade.timeExpire)) return { ok: false, reason: 'the trade is past its time_expire' };
      if (payerOpenid !== undefined && payerOpenid !== trade.openid) return { ok: false, reason: 'the order names another payer than this WeChat user' };
      trade.state = 'SUCCESS';
      trade.transactionId = wechatIds.transactionId();
      trade.successTime = shanghaiIso(deps.clock());
      deps.onPaid(trade);
      return { ok: true, transactionId: trade.transactionId };
    },

    trade(outTradeNo: string): Trade | undefined {
      return trades.get(outTradeNo);
    },
    tradeByPrepayId(prepayId: string): Trade | undefined {
      return [...trades.values()].find((trade) => trade.prepayId === prepayId);
    },
    counts() {
      const all = [...trades.values()];
      return { trades: all.length, paid: all.filter((trade) => trade.transactionId !== null).length, refunds: refunds.size };
    },
    clear() {
      trades.clear();
      refunds.clear();
    },
  };
}

export type PayLedger = ReturnType<typeof createPayLedger>;
