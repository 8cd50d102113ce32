import type { FastifyInstance, FastifyReply } from 'fastify';
import { platformSignedHeaders } from '../crypto/platform-signed-headers';
import type { SimContext } from '../sim-context';
import { wechatIds } from '../wechat-ids';
import { checkPayAuthorization } from './check-pay-authorization';
import { payError, type PayAnswer } from './pay-answer';
import { closeSchema, jsapiOrderSchema, parsePayBody, refundSchema } from './pay-requests';
import { transferBillSchema } from './transfer-ledger';

/**
 * WeChat Pay API v3 (JSAPI): order, query, close, refund and refund query; transfers to balance (transfer-bills and
 * their query by out_bill_no). Every request's Authorization is
 * checked first (401 SIGN_ERROR otherwise); every answer, errors included, is signed with the platform key.
 */
export function registerPayRoutes(app: FastifyInstance, context: SimContext) {
  const bodyOf = (body: unknown) => (typeof body === 'string' ? body : '');
  const send = (reply: FastifyReply, answer: PayAnswer) => {
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    reply
      .code(answer.status)
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Request-ID', wechatIds.nonce())
      .headers(platformSignedHeaders(text, { privateKey: context.platformPrivateKey, serialNo: context.platformSerialNo, nowMs: context.clock() }));
    return reply.send(answer.status === 204 ? undefined : text);
  };
  const mchidRefusal = (mchid: unknown) => (mchid === context.mchId ? null : payError(400, 'PARAM_ERROR', '请求的mchid与请求方的商户号不一致', { field: 'mchid', location: 'query' }));

  void app.register(async (pay) => {
    pay.addHook('preHandler', async (request, reply) => {
      const issue = checkPayAuthorization(
        { method: request.method, url: request.url, body: bodyOf(request.body), authorization: request.headers.authorization },
        { mchId: context.mchId, serialNo: context.merchantSerialNo, publicKey: context.merchantPublicKey, nowMs: context.clock() },
      );
      if (issue !== null) return send(reply, payError(401, 'SIGN_ERROR', '签名错误，请检查后再试', { issue }));
    });

    pay.post('/v3/pay/transactions/jsapi', async (request, reply) => {
      const parsed = parsePayBody(jsapiOrderSchema, bodyOf(request.body));
      return send(reply, 'refused' in parsed ? parsed.refused : context.ledger.order(parsed.data));
    });

    pay.get('/v3/pay/transactions/out-trade-no/:out_trade_no', async (request, reply) => {
      const { out_trade_no: outTradeNo } = request.params as { out_trade_no: string };
      return send(reply, mchidRefusal((request.query as { mchid?: string }).mchid) ?? context.ledger.query({ outTradeNo }));
    });

    pay.get('/v3/pay/transactions/id/:transaction_id', async (request, reply) => {
      const { transaction_id: transactionId } = request.params as { transaction_id: string };
      return send(reply, mchidRefusal((request.query as { mchid?: string }).mchid) ?? context.ledger.query({ transactionId }));
    });

    pay.post('/v3/pay/transactions/out-trade-no/:out_trade_no/close', async (request, reply) => {
      const parsed = parsePayBody(closeSchema, bodyOf(request.body));
      if ('refused' in parsed) return send(reply, parsed.refused);
      const { out_trade_no: outTradeNo } = request.params as { out_trade_no: string };
      return send(reply, mchidRefusal(parsed.data.mchid) ?? context.ledger.close(outTradeNo));
    });

    pay.post('/v3/refund/domestic/refunds', async (request, reply) => {
      const parsed = parsePayBody(refundSchema, bodyOf(request.body));
      return send(reply, 'refused' in parsed ? parsed.refused : context.ledger.refund(parsed.data));
    });

    pay.get('/v3/refund/domestic/refunds/:out_refund_no', async (request, reply) => {
      const { out_refund_no: outRefundNo } = request.params as { out_refund_no: string };
      return send(reply, context.ledger.queryRefund(outRefundNo));
    });

    pay.post('/v3/fund-app/mch-transfer/transfer-bills', async (request, reply) => {
      const parsed = parsePayBody(transferBillSchema, bodyOf(request.body));
      return send(reply, 'refused' in parsed ? parsed.refused : context.transfers.create(parsed.data));
    });

    pay.get('/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/:out_bill_no', async (request, reply) => {
      const { out_bill_no: outBillNo } = request.params as { out_bill_no: string };
      return send(reply, context.transfers.query(outBillNo));
    });
  });
}
