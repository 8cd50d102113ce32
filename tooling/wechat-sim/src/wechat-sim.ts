import type { TransferBill } from './pay/transfer-ledger';
import type { FastifyInstance } from 'fastify';
import type { FollowEventDelivery } from './official-account/follow-events';
import type { WechatSimQrCode } from './official-account/wechat-sim-qr-code';
import type { OauthScope } from './oauth/oauth-store';
import type { NotificationDelivery } from './pay/notifier';
import type { JsapiPayParams, PaymentOutcome } from './pay/pay-ledger';
import type { TradeState } from './pay/trade';
import type { WechatSimEndpoint } from './wechat-sim-endpoints';

/** What the simulator has seen and done since it started (or since reset()). */
export interface WechatSimStats {
  /** Requests per endpoint, whatever the answer. */
  calls: Record<WechatSimEndpoint, number>;
  /** Of those, the refused ones: an errcode, an HTTP 4xx, the OAuth error page, a refused payment. */
  refused: Record<WechatSimEndpoint, number>;
  /** OAuth codes issued (consent 'Allow' and issueCode). */
  codesIssued: number;
  /** cgi-bin/token answers (each a new token). */
  accessTokensIssued: number;
  /** ticket/getticket answers (each a new jsapi ticket). */
  jsapiTicketsIssued: number;
  qrCodesCreated: number;
  /** Distinct out_trade_no ordered, those paid, and refunds made. */
  trades: number;
  paidTrades: number;
  refunds: number;
  notifications: {
    /** POSTs made to notify URLs, retries and notify-again included. */
    attempts: number;
    /** Of those, answered HTTP 200 or 204. */
    acknowledged: number;
    /** Every attempt in order. */
    deliveries: NotificationDelivery[];
  };
  /** Follow events pushed to the account's server (eventUrl), in order. */
  followEvents: {
    attempts: number;
    /** Of those, answered HTTP 200 'success' (or empty). */
    acknowledged: number;
    deliveries: FollowEventDelivery[];
  };
}

/** A JSAPI trade as the simulator holds it. */
export interface WechatSimTrade {
  outTradeNo: string;
  prepayId: string;
  description: string;
  /** Fen. */
  total: number;
  /** The payer the order named. */
  openid: string;
  notifyUrl: string;
  timeExpire: string | null;
  state: TradeState;
  transactionId: string | null;
  successTime: string | null;
  /** Fen refunded so far. */
  refunded: number;
  /** The id of its payment notification, once paid. */
  notificationId: string | null;
}

/** A running simulator: its Fastify app (inject, or listen) and the hooks tests drive it with. */
export interface WechatSim {
  /** Every route: WeChat's (open., api., api.mch. hosts on one origin) and /sim/*. Close it when done. */
  app: FastifyInstance;
  stats(): WechatSimStats;
  /** Forgets users, followers, codes, tokens, tickets, trades, QR codes, deliveries and counts; stops pending retries. */
  reset(): void;
  /**
   * What 'Allow' on the consent page does, without a browser: a fresh single-use code for `openid`
   * (default a new user; it must look like an openid, else this throws) and `scope` (default snsapi_base).
   */
  issueCode(openid?: string, scope?: OauthScope): { code: string; openid: string };
  /** Every access_token and jsapi_ticket issued so far is expired from now on (42001, 'invalid signature'). */
  expireCredentials(): void;
  trade(outTradeNo: string): WechatSimTrade | undefined;
  /**
   * What 'Pay' on the JSAPI sheet does: checks the getBrandWCPayRequest parameters (paySign with the
   * merchant key, an unpaid, open, unexpired prepay; `payerOpenid`, when given, must be the order's payer),
   * marks the trade SUCCESS and starts sending its notification (see settled()).
   */
  confirmPayment(params: Partial<JsapiPayParams>, payerOpenid?: string): PaymentOutcome;
  /** Sends the paid trade's notification again, same id and body; false when it has none. */
  notifyAgain(outTradeNo: string): boolean;
  /** A transfer bill (商家转账) by out_bill_no, with its notification's id once final. */
  transferBill(outBillNo: string): (Omit<TransferBill, 'notification'> & { notificationId: string | null }) | undefined;
  /**
   * The user confirms the transfer and it arrives (SUCCESS), or WeChat fails or cancels it (FAIL with
   * `failReason`, CANCELLED): the bill becomes final and its MCHTRANSFER.BILL.FINISHED notification is sent
   * to notify_url. False when the bill is unknown or final already.
   */
  finishTransfer(outBillNo: string, state: 'SUCCESS' | 'FAIL' | 'CANCELLED', failReason?: string): boolean;
  /** Sends a final transfer's notification again `times` times at once (default 1), same id and body; false when it has none. */
  notifyTransferAgain(outBillNo: string, times?: number): boolean;
  /** Resolves once no notification is in flight or waiting for a retry. */
  settled(): Promise<void>;
  qrCodes(): WechatSimQrCode[];
  /**
   * A WeChat user (`openid`) follows the account through the QR of `scene`: the subscribe event (EventKey
   * 'qrscene_<scene>') is pushed to eventUrl. Throws without messageToken and eventUrl, or for a follower.
   */
  follow(openid: string, scene: string): Promise<FollowEventDelivery>;
  /** A follower scans the QR of `scene`: the SCAN event (EventKey '<scene>'). Throws for a non-follower. */
  scan(openid: string, scene: string): Promise<FollowEventDelivery>;
  /** A follower unfollows: the unsubscribe event. Throws for a non-follower. */
  unfollow(openid: string): Promise<FollowEventDelivery>;
  /** The WeixinJSBridge script (see GET /sim/bridge.js) talking to the simulator at `simOrigin`. */
  bridgeScript(simOrigin: string): string;
}
