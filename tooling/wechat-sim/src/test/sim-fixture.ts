import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createWechatSimKeys } from '../create-wechat-sim-keys';
import { createWechatSim } from '../create-wechat-sim';
import type { WechatSimOptions } from '../wechat-sim-options';

/** One key set per test file: RSA generation is the slow part. */
export const keys = createWechatSimKeys();

/** 2025-03-01 12:00 in Shanghai. */
export const START = Date.UTC(2025, 2, 1, 4, 0, 0);

/**
 * A simulator on a clock the test moves (`clock.now`), with the test's own client side of the protocol:
 * signing requests as a merchant would and checking answers as the platform's public key says. None of
 * this comes from the simulator's code, so a mistake on either side shows. Notifications go to `receiver`
 * (always 200) unless `overrides.fetch` says otherwise.
 */
export function simFixture(overrides: Partial<WechatSimOptions> = {}) {
  const clock = { now: START };
  const receiver = notificationReceiver([]);
  const sim = createWechatSim({ ...keys, clock: () => clock.now, fetch: receiver.fetch, ...overrides });

  const authorization = (method: string, url: string, body: string, tweak: { mchid?: string; serial?: string; timestamp?: number; key?: string } = {}) => {
    const timestamp = String(tweak.timestamp ?? Math.floor(clock.now / 1000));
    const nonce = randomBytes(16).toString('hex').toUpperCase();
    const signature = createSign('RSA-SHA256').update(`${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`).sign(tweak.key ?? keys.merchantPrivateKey, 'base64');
    return (
      `WECHATPAY2-SHA256-RSA2048 mchid="${tweak.mchid ?? keys.mchId}",nonce_str="${nonce}",` +
      `signature="${signature}",timestamp="${timestamp}",serial_no="${tweak.serial ?? keys.merchantSerialNo}"`
    );
  };

  /** A WeChat Pay v3 call signed by the merchant. */
  const pay = (method: 'GET' | 'POST', url: string, payload?: unknown, tweak: Parameters<typeof authorization>[3] = {}) => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    return sim.app.inject({
      method,
      url,
      headers: { authorization: authorization(method, url, body, tweak), accept: 'application/json', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: body }),
    });
  };

  return { sim, clock, pay, authorization, receiver };
}

/** Whether an answer carries WeChat Pay's platform signature over its exact body. */
export function platformSigned(response: LightMyRequestResponse): boolean {
  const header = (name: string) => String(response.headers[name] ?? '');
  if (header('wechatpay-serial') !== keys.platformSerialNo) return false;
  const message = `${header('wechatpay-timestamp')}\n${header('wechatpay-nonce')}\n${response.body}\n`;
  return createVerify('RSA-SHA256').update(message).verify(keys.platformPublicKey, header('wechatpay-signature'), 'base64');
}

/** JSAPI's paySign, as the merchant's server makes it. */
export function paySheet(prepayId: string, privateKey = keys.merchantPrivateKey) {
  const sheet = { appId: keys.appId, timeStamp: String(Math.floor(START / 1000)), nonceStr: randomBytes(16).toString('hex'), package: `prepay_id=${prepayId}`, signType: 'RSA' };
  const paySign = createSign('RSA-SHA256').update(`${sheet.appId}\n${sheet.timeStamp}\n${sheet.nonceStr}\n${sheet.package}\n`).sign(privateKey, 'base64');
  return { ...sheet, paySign };
}

/** A JSAPI order body for `openid`. */
export function jsapiOrder(openid: string, overrides: Record<string, unknown> = {}) {
  return {
    appid: keys.appId,
    mchid: keys.mchId,
    description: '行李寄存订单 7',
    out_trade_no: randomBytes(16).toString('hex'),
    time_expire: '2025-03-01T12:15:00+08:00',
    notify_url: 'https://luggage.example.com/api/pay/notify/wechat/',
    amount: { total: 3200, currency: 'CNY' },
    payer: { openid },
    ...overrides,
  };
}

/** A notification that reached the test's receiver. */
export interface ReceivedNotification {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A fetch standing in for the merchant's notification endpoint: it records each POST and answers the
 * statuses of `answers` in turn ('network' throws like an unreachable host), then 200.
 */
export function notificationReceiver(answers: (number | 'network')[]) {
  const received: ReceivedNotification[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));
    received.push({ url: String(input), headers, body: String(init?.body ?? '') });
    const answer = answers[received.length - 1] ?? 200;
    if (answer === 'network') throw new TypeError('fetch failed');
    return new Response(answer === 204 ? null : answer === 200 ? JSON.stringify({ code: 'SUCCESS' }) : 'no', { status: answer });
  };
  return { fetch, received };
}

/** A test's own reading of a notification: the platform signature, then the AES-256-GCM resource (the transaction or transfer bill). */
export function readNotification(notification: ReceivedNotification) {
  const { headers, body } = notification;
  const signed = createVerify('RSA-SHA256')
    .update(`${headers['wechatpay-timestamp']}\n${headers['wechatpay-nonce']}\n${body}\n`)
    .verify(keys.platformPublicKey, headers['wechatpay-signature'] ?? '', 'base64');
  const envelope = JSON.parse(body) as { id: string; resource: { ciphertext: string; nonce: string; associated_data: string } };
  const data = Buffer.from(envelope.resource.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key, 'utf8'), Buffer.from(envelope.resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(envelope.resource.associated_data, 'utf8'));
  const transaction = JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')) as Record<string, unknown>;
  return { signed, envelope, transaction };
}
