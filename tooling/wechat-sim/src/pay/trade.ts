/** Where a trade stands, as trade_state says it. */
export type TradeState = 'NOTPAY' | 'SUCCESS' | 'REFUND' | 'CLOSED';

/** A JSAPI trade the simulator holds: what the order said, and what happened to it. */
export interface Trade {
  appid: string;
  mchid: string;
  outTradeNo: string;
  description: string;
  notifyUrl: string;
  /** RFC 3339, or null when the order gave none. */
  timeExpire: string | null;
  attach: string | null;
  /** Fen. */
  total: number;
  /** The payer the order named. */
  openid: string;
  prepayId: string;
  /** The order as sent, to tell a repeat of the same order from a different one under the same out_trade_no. */
  fingerprint: string;
  state: TradeState;
  transactionId: string | null;
  successTime: string | null;
  /** Fen given back so far. */
  refunded: number;
  /** The payment notification, made once when the trade is paid and sent again as it was. */
  notification: { id: string; body: string } | null;
}

const STATE_DESCRIPTIONS: Record<TradeState, string> = {
  NOTPAY: '订单未支付',
  SUCCESS: '支付成功',
  REFUND: '转入退款',
  CLOSED: '订单已关闭',
};

/** The transaction as WeChat Pay describes it: the query answer and the decrypted notification resource. */
export function transactionJson(trade: Trade): Record<string, unknown> {
  const paid = trade.transactionId !== null;
  return {
    appid: trade.appid,
    mchid: trade.mchid,
    out_trade_no: trade.outTradeNo,
    ...(paid ? { transaction_id: trade.transactionId, trade_type: 'JSAPI' } : {}),
    trade_state: trade.state,
    trade_state_desc: STATE_DESCRIPTIONS[trade.state],
    ...(paid ? { bank_type: 'OTHERS', attach: trade.attach ?? '', success_time: trade.successTime, payer: { openid: trade.openid } } : {}),
    amount: paid
      ? { total: trade.total, payer_total: trade.total, currency: 'CNY', payer_currency: 'CNY' }
      : { total: trade.total, currency: 'CNY', payer_currency: 'CNY' },
  };
}
