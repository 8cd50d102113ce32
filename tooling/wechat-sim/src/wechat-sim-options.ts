import type { FastifyServerOptions } from 'fastify';

/** How to set up a simulator: the one official account and merchant it plays, and its keys. */
export interface WechatSimOptions {
  /** The official account's AppID ('wx…'); any other appid is refused as WeChat refuses it. */
  appId: string;
  appSecret: string;
  /** The WeChat Pay merchant id (mchid). */
  mchId: string;
  /** The merchant's public key (PEM, SPKI or X.509): verifies our API requests and the JSAPI paySign. */
  merchantPublicKey: string;
  /** The serial_no our requests must name in their Authorization. */
  merchantSerialNo: string;
  /** The platform's private key (PEM, PKCS#8 or PKCS#1): signs every API answer and notification. */
  platformPrivateKey: string;
  /** Sent as Wechatpay-Serial with each signature ('PUB_KEY_ID_…' for a platform public key). */
  platformSerialNo: string;
  /** The APIv3 key: exactly 32 characters, the AES-256-GCM key of notification resources. */
  apiV3Key: string;
  /** How long an OAuth code lives, ms (default 5 minutes, as WeChat's). */
  codeTtlMs?: number;
  /**
   * The waits before each retry of a notification whose answer is not HTTP 200 or 204, ms (default
   * [100, 300, 1000]; WeChat's own run from 15 s to 6 h over a day). Their count is the number of retries.
   */
  notifyRetryDelaysMs?: readonly number[];
  /** The time, ms since the epoch (default Date.now): code expiry, token expiry, signature timestamps. */
  clock?: () => number;
  /** Sends notifications (default the global fetch). */
  fetch?: typeof fetch;
  /**
   * Delivers notifications to this origin instead of notify_url's own, keeping its path and query (e.g.
   * 'http://127.0.0.1:3100' while notify_url is 'https://luggage.example.com/api/pay/notify/wechat/'), for a
   * notify_url the tests cannot reach. (An http notify_url to a loopback host is accepted and used as is.)
   */
  notifyOrigin?: string;
  /**
   * The official account's message-push Token (3–32 letters or digits) and its server URL: follow and scan
   * events (WechatSim.follow, scan, unfollow) are posted to `eventUrl` signed with the Token. Both or neither.
   */
  messageToken?: string;
  eventUrl?: string;
  /** Fastify's logger (default off). */
  logger?: FastifyServerOptions['logger'];
}
