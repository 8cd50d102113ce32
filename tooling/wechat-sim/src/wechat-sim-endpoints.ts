/** The simulated calls, as `METHOD route`, each counted in stats().calls and stats().refused. */
export const WECHAT_SIM_ENDPOINTS = [
  'GET /connect/oauth2/authorize',
  'POST /connect/oauth2/authorize',
  'GET /sns/oauth2/access_token',
  'GET /cgi-bin/token',
  'GET /cgi-bin/ticket/getticket',
  'POST /cgi-bin/qrcode/create',
  'POST /v3/pay/transactions/jsapi',
  'GET /v3/pay/transactions/out-trade-no/:out_trade_no',
  'GET /v3/pay/transactions/id/:transaction_id',
  'POST /v3/pay/transactions/out-trade-no/:out_trade_no/close',
  'POST /v3/refund/domestic/refunds',
  'GET /v3/refund/domestic/refunds/:out_refund_no',
  'POST /v3/fund-app/mch-transfer/transfer-bills',
  'GET /v3/fund-app/mch-transfer/transfer-bills/out-bill-no/:out_bill_no',
  'POST /sim/pay/confirm',
  'POST /sim/jssdk/verify',
] as const;

/** One simulated call, e.g. 'GET /cgi-bin/token'. */
export type WechatSimEndpoint = (typeof WECHAT_SIM_ENDPOINTS)[number];
