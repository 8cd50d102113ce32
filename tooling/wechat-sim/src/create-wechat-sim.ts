import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import Fastify, { type FastifyRequest } from 'fastify';
import { bridgeScript } from './bridge/bridge-script';
import { createCallStats } from './call-stats';
import { createCredentialStore } from './official-account/credential-store';
import { createFollowEvents } from './official-account/follow-events';
import { registerOfficialAccountRoutes } from './official-account/official-account-routes';
import { createOauthStore } from './oauth/oauth-store';
import { registerOauthRoutes } from './oauth/oauth-routes';
import { createNotifier } from './pay/notifier';
import { createPayLedger } from './pay/pay-ledger';
import { createTransferLedger } from './pay/transfer-ledger';
import { paymentNotification } from './pay/payment-notification';
import { registerPayRoutes } from './pay/pay-routes';
import type { SimContext } from './sim-context';
import { registerSimRoutes } from './sim/sim-routes';
import type { WechatSim } from './wechat-sim';
import { WECHAT_SIM_ENDPOINTS, type WechatSimEndpoint } from './wechat-sim-endpoints';
import { OPENID_PATTERN, wechatIds } from './wechat-ids';
import type { WechatSimOptions } from './wechat-sim-options';

const DEFAULT_CODE_TTL_MS = 5 * 60_000;
const DEFAULT_RETRY_DELAYS_MS = [100, 300, 1000];

function publicKeyOf(pem: string, name: string): KeyObject {
  try {
    return pem.includes('CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
  } catch (error) {
    throw new Error(`${name} is not a PEM public key or certificate`, { cause: error });
  }
}

function privateKeyOf(pem: string, name: string): KeyObject {
  try {
    return createPrivateKey(pem);
  } catch (error) {
    throw new Error(`${name} is not a PEM private key`, { cause: error });
  }
}

/**
 * A local WeChat: web authorisation, the official account's token, jsapi ticket and QR APIs, WeChat Pay
 * API v3 (JSAPI) with signed answers and encrypted, signed, retried notifications, and the in-app
 * browser's bridge. State lives in memory; the app is not listening (call `app.listen` or `app.inject`).
 * Throws when a key does not parse or the APIv3 key is not 32 bytes.
 */
export function createWechatSim(options: WechatSimOptions): WechatSim {
  for (const name of ['appId', 'appSecret', 'mchId', 'merchantSerialNo', 'platformSerialNo'] as const) {
    if (!options[name]) throw new Error(`${name} is required`);
  }
  if (Buffer.byteLength(options.apiV3Key ?? '', 'utf8') !== 32) throw new Error('apiV3Key must be 32 bytes');
  if ((options.messageToken === undefined) !== (options.eventUrl === undefined)) throw new Error('messageToken and eventUrl go together');
  if (options.messageToken !== undefined && !/^[0-9A-Za-z]{3,32}$/.test(options.messageToken)) throw new Error('messageToken must be 3–32 letters or digits');
  if (options.eventUrl !== undefined && !/^https?:\/\//.test(options.eventUrl)) throw new Error('eventUrl must be an http(s) URL');
  const clock = options.clock ?? Date.now;
  const merchantPublicKey = publicKeyOf(options.merchantPublicKey, 'merchantPublicKey');
  const platformPrivateKey = privateKeyOf(options.platformPrivateKey, 'platformPrivateKey');

  const stats = createCallStats();
  const refusedRequests = new WeakSet<FastifyRequest>();
  const oauth = createOauthStore({ clock, codeTtlMs: options.codeTtlMs ?? DEFAULT_CODE_TTL_MS });
  const credentials = createCredentialStore({ clock });
  const followEvents = createFollowEvents({
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    clock,
    messageToken: options.messageToken,
    eventUrl: options.eventUrl,
  });
  const notifier = createNotifier({
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    clock,
    retryDelaysMs: options.notifyRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    platformPrivateKey,
    platformSerialNo: options.platformSerialNo,
    notifyOrigin: options.notifyOrigin,
  });
  const ledger = createPayLedger({
    appId: options.appId,
    mchId: options.mchId,
    merchantPublicKey,
    clock,
    knowsOpenid: (openid) => oauth.knows(openid),
    onPaid: (trade) => {
      trade.notification = paymentNotification(trade, options.apiV3Key, clock());
      notifier.send(trade.notification, trade.outTradeNo, trade.notifyUrl);
    },
  });
  const transfers = createTransferLedger({
    appId: options.appId,
    mchId: options.mchId,
    apiV3Key: options.apiV3Key,
    clock,
    knowsOpenid: (openid) => oauth.knows(openid),
    onFinished: (bill) => {
      if (bill.notification && bill.notifyUrl) notifier.send(bill.notification, bill.outBillNo, bill.notifyUrl);
    },
  });
  const context: SimContext = {
    appId: options.appId,
    appSecret: options.appSecret,
    mchId: options.mchId,
    merchantSerialNo: options.merchantSerialNo,
    merchantPublicKey,
    platformPrivateKey,
    platformSerialNo: options.platformSerialNo,
    clock,
    oauth,
    credentials,
    ledger,
    transfers,
    notifier,
    qrCodes: [],
    markRefused: (request) => refusedRequests.add(request),
  };

  const sim: WechatSim = {
    app: Fastify({ logger: options.logger ?? false }),
    stats() {
      const deliveries = [...notifier.deliveries()];
      const pushes = followEvents.deliveries();
      const { trades, paid, refunds } = ledger.counts();
      return {
        ...stats.snapshot(),
        codesIssued: oauth.codesIssued,
        accessTokensIssued: credentials.tokensIssued,
        jsapiTicketsIssued: credentials.ticketsIssued,
        qrCodesCreated: context.qrCodes.length,
        trades,
        paidTrades: paid,
        refunds,
        notifications: { attempts: deliveries.length, acknowledged: deliveries.filter((delivery) => delivery.acknowledged).length, deliveries },
        followEvents: { attempts: pushes.length, acknowledged: pushes.filter((delivery) => delivery.acknowledged).length, deliveries: pushes },
      };
    },
    reset() {
      notifier.cancel();
      oauth.clear();
      credentials.clear();
      ledger.clear();
      transfers.clear();
      context.qrCodes.length = 0;
      followEvents.clear();
      stats.clear();
    },
    issueCode(openid, scope = 'snsapi_base') {
      if (openid !== undefined && !OPENID_PATTERN.test(openid)) throw new Error(`not a WeChat openid: ${openid}`);
      const user = openid ?? wechatIds.openid();
      return { code: oauth.issueCode(user, scope), openid: user };
    },
    expireCredentials: () => credentials.expireAll(),
    trade(outTradeNo) {
      const trade = ledger.trade(outTradeNo);
      if (!trade) return undefined;
      const { outTradeNo: no, prepayId, description, total, openid, notifyUrl, timeExpire, state, transactionId, successTime, refunded } = trade;
      return { outTradeNo: no, prepayId, description, total, openid, notifyUrl, timeExpire, state, transactionId, successTime, refunded, notificationId: trade.notification?.id ?? null };
    },
    confirmPayment: (params, payerOpenid) => ledger.confirm(params, payerOpenid),
    notifyAgain(outTradeNo) {
      const trade = ledger.trade(outTradeNo);
      if (!trade?.notification) return false;
      notifier.send(trade.notification, trade.outTradeNo, trade.notifyUrl);
      return true;
    },
    transferBill(outBillNo) {
      const bill = transfers.bill(outBillNo);
      if (!bill) return undefined;
      const { notification, ...rest } = bill;
      return { ...rest, notificationId: notification?.id ?? null };
    },
    finishTransfer: (outBillNo, state, failReason) => transfers.finish(outBillNo, state, failReason),
    notifyTransferAgain(outBillNo, times = 1) {
      const bill = transfers.bill(outBillNo);
      if (!bill?.notification || !bill.notifyUrl) return false;
      for (let sending = 0; sending < times; sending += 1) notifier.send(bill.notification, bill.outBillNo, bill.notifyUrl);
      return true;
    },
    settled: () => notifier.settled(),
    qrCodes: () => context.qrCodes.map((qrCode) => ({ ...qrCode })),
    follow: async (openid, scene) => followEvents.follow(openid, scene),
    scan: async (openid, scene) => followEvents.scan(openid, scene),
    unfollow: async (openid) => followEvents.unfollow(openid),
    bridgeScript,
  };

  const { app } = sim;
  // Bodies stay text: signatures are over the exact bytes, and each route parses what its API sends.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const endpoints = new Set<string>(WECHAT_SIM_ENDPOINTS);
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = `${request.method} ${request.routeOptions.url}`;
    if (endpoints.has(endpoint)) stats.record(endpoint as WechatSimEndpoint, reply.statusCode >= 400 || refusedRequests.has(request));
    return payload;
  });
  app.addHook('onClose', async () => notifier.cancel());
  registerOauthRoutes(app, context);
  registerOfficialAccountRoutes(app, context);
  registerPayRoutes(app, context);
  registerSimRoutes(app, context, sim);
  return sim;
}
