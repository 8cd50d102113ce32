import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../errors/api-failure';
import { TEST_NOW } from '../../../test/signed-request';
import { createWechatPaymentProvider } from './wechat-payment-provider';
import { decryptWechatResource, signWechatRequest, verifyWechatSignature, wechatAuthorization, platformKeyOf } from './wechat-pay-crypto';
import { createWechatTestKeys } from './wechat-test-merchant';

const keys = createWechatTestKeys();
const verifiesOver = (message: string, signature: string, publicKey: string) => createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** A provider whose fetch records each call and answers with `answer(call)`. */
function providerWith(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const call = { url: String(input), method: init?.method ?? 'GET', headers: Object.fromEntries(Object.entries(init?.headers ?? {})) as Record<string, string>, body: typeof init?.body === 'string' ? init.body : '' };
    calls.push(call);
    return answer(call);
  };
  return { provider: createWechatPaymentProvider({ merchant: keys.merchant, fetch: fakeFetch, clock: () => TEST_NOW }), calls };
}

/** The fields of an Authorization header. */
function authorizationFields(header: string | undefined): Record<string, string> {
  expect(header).toMatch(/^WECHATPAY2-SHA256-RSA2048 /);
  return Object.fromEntries([...(header ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

/** The failure a call threw. */
async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

describe('WeChat Pay v3 request signing', () => {
  it('signs the documented example message: GET, the path, timestamp, nonce and an empty body, each line ending in \\n', () => {
    const signature = signWechatRequest(
      { method: 'GET', pathWithQuery: '/v3/certificates', timestamp: 1554208460, nonce: '593BEC0C930BF1AFEB40B4A08C8FB242', body: '' },
      keys.merchant.merchantPrivateKey,
    );
    expect(verifiesOver('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n', signature, keys.merchantPublicKey)).toBe(true);
    expect(verifiesOver('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n', signature, keys.merchantPublicKey)).toBe(false);
  });

  it('writes the Authorization header of the documented format', () => {
    expect(wechatAuthorization({ mchId: '1900009191', nonce: '593BEC0C930BF1AFEB40B4A08C8FB242', signature: 'c2lnbg==', timestamp: 1554208460, serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C' })).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="c2lnbg==",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"',
    );
  });

  it('verifies platform signatures only over the same message', () => {
    const signature = keys.platformSign('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', '{"a":1}');
    const key = platformKeyOf(keys.merchant.platformPublicKey);
    expect(verifyWechatSignature({ timestamp: '1554209980', nonce: 'c5ac7061fccab6bf3e254dcf98995b8c', body: '{"a":1}' }, signature, key)).toBe(true);
    expect(verifyWechatSignature({ timestamp: '1554209980', nonce: 'c5ac7061fccab6bf3e254dcf98995b8c', body: '{"a":2}' }, signature, key)).toBe(false);
    expect(verifyWechatSignature({ timestamp: '1554209980', nonce: 'c5ac7061fccab6bf3e254dcf98995b8c', body: '{"a":1}' }, 'not base64 at all', key)).toBe(false);
  });
});

describe('JSAPI order (createPayment)', () => {
  const request = { outTradeNo: '0123456789abcdef0123456789abcdef', amount: 3200, description: '行李寄存订单 7', expiresAt: new Date(TEST_NOW + 15 * 60_000), openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' };

  it('posts the signed JSAPI order and answers the getBrandWCPayRequest parameters with an RSA paySign', async () => {
    const { provider, calls } = providerWith(() => keys.signedAnswer(200, { prepay_id: 'wx201410272009395522657a690389285100' }, TEST_NOW));
    const sheet = await provider.createPayment(request);

    expect(calls).toHaveLength(1);
    const [call] = calls;
    if (!call) throw new Error('no call');
    expect(call.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/jsapi');
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body)).toEqual({
      appid: keys.merchant.appId,
      mchid: keys.merchant.mchId,
      description: '行李寄存订单 7',
      out_trade_no: request.outTradeNo,
      time_expire: '2025-03-01T12:15:00+08:00',
      notify_url: keys.merchant.notifyUrl,
      amount: { total: 3200, currency: 'CNY' },
      payer: { openid: request.openid },
    });
    const auth = authorizationFields(call.headers.Authorization);
    expect(auth).toMatchObject({ mchid: keys.merchant.mchId, serial_no: keys.merchant.merchantSerialNo, timestamp: String(TEST_NOW / 1000) });
    expect(verifiesOver(`POST\n/v3/pay/transactions/jsapi\n${auth.timestamp}\n${auth.nonce_str}\n${call.body}\n`, auth.signature ?? '', keys.merchantPublicKey)).toBe(true);

    expect(sheet).toEqual({
      provider: 'wechat',
      appId: keys.merchant.appId,
      timeStamp: String(TEST_NOW / 1000),
      nonceStr: expect.stringMatching(/^[0-9a-f]{32}$/),
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      paySign: expect.any(String),
    });
    if (sheet.provider !== 'wechat') throw new Error('wechat sheet expected');
    expect(verifiesOver(`${sheet.appId}\n${sheet.timeStamp}\n${sheet.nonceStr}\n${sheet.package}\n`, sheet.paySign, keys.merchantPublicKey)).toBe(true);
  });

  it('needs the payer openid', async () => {
    const { provider, calls } = providerWith(() => keys.signedAnswer(200, { prepay_id: 'x' }, TEST_NOW));
    const { openid: _openid, ...withoutOpenid } = request;
    expect((await failureOf(provider.createPayment(withoutOpenid))).code).toBe('openidRequired');
    expect(calls).toHaveLength(0);
  });

  it('refuses answers not signed by the platform, error answers and network failures as payment unavailable', async () => {
    const unsigned = providerWith(() => keys.signedAnswer(200, { prepay_id: 'x' }, TEST_NOW, { sign: false }));
    expect(await failureOf(unsigned.provider.createPayment(request))).toMatchObject({ code: 'paymentUnavailable', reason: expect.stringContaining('not signed') });
    const otherSerial = providerWith(() => keys.signedAnswer(200, { prepay_id: 'x' }, TEST_NOW, { serial: 'ANOTHER_SERIAL_0001' }));
    expect((await failureOf(otherSerial.provider.createPayment(request))).code).toBe('paymentUnavailable');
    const refused = providerWith(() => new Response(JSON.stringify({ code: 'PARAM_ERROR', message: '参数错误' }), { status: 400 }));
    expect(await failureOf(refused.provider.createPayment(request))).toMatchObject({ code: 'paymentUnavailable', reason: expect.stringContaining('PARAM_ERROR') });
    const offline = providerWith(() => Promise.reject(new TypeError('fetch failed')));
    expect(await failureOf(offline.provider.createPayment(request))).toMatchObject({ code: 'paymentUnavailable', reason: expect.stringContaining('network error') });
  });
});

describe('notifications (verifyNotification)', () => {
  const { provider } = providerWith(() => new Response(null, { status: 500 }));
  const outTradeNo = 'fedcba9876543210fedcba9876543210';

  it('verifies the signature and decrypts the transaction', () => {
    const { headers, body } = keys.notification(keys.transaction(outTradeNo, 3200), { timestamp: TEST_NOW });
    expect(provider.verifyNotification(headers, body, TEST_NOW + 60_000)).toEqual({
      notificationId: 'EV-2018022511223320873',
      outTradeNo,
      transactionId: '4200000000000000000000000001',
      amount: 3200,
      succeeded: true,
    });
  });

  it('reads a closed or failed transaction as not succeeded', () => {
    const { headers, body } = keys.notification(keys.transaction(outTradeNo, 3200, { trade_state: 'PAYERROR' }), { timestamp: TEST_NOW });
    expect(provider.verifyNotification(headers, body, TEST_NOW)).toMatchObject({ succeeded: false });
  });

  it('refuses a tampered body, a wrong serial, a stale timestamp, a bad GCM tag, another key and another merchant', () => {
    const valid = keys.notification(keys.transaction(outTradeNo, 3200), { timestamp: TEST_NOW });
    expect(provider.verifyNotification(valid.headers, valid.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '), TEST_NOW)).toEqual({ refused: 'bad signature' });

    const otherSerial = keys.notification(keys.transaction(outTradeNo, 3200), { timestamp: TEST_NOW, serial: 'PUB_KEY_ID_0199999999999999999999' });
    expect(provider.verifyNotification(otherSerial.headers, otherSerial.body, TEST_NOW)).toEqual({ refused: 'unknown platform serial PUB_KEY_ID_0199999999999999999999' });

    expect(provider.verifyNotification(valid.headers, valid.body, TEST_NOW + 5 * 60_000 + 1000)).toEqual({ refused: 'stale timestamp' });
    expect(provider.verifyNotification(valid.headers, valid.body, TEST_NOW - 6 * 60_000)).toEqual({ refused: 'stale timestamp' });

    // The tag is the ciphertext's last 16 bytes: flip one bit, and sign the changed body so only the tag is wrong.
    const parsed = JSON.parse(valid.body) as { resource: { ciphertext: string } };
    const bytes = Buffer.from(parsed.resource.ciphertext, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    parsed.resource.ciphertext = bytes.toString('base64');
    const badTag = JSON.stringify(parsed);
    const nonce = 'a3f0c1d2e3f4a5b6c7d8e9f0a1b2c3d4';
    const timestamp = String(TEST_NOW / 1000);
    const badTagHeaders = { ...valid.headers, 'wechatpay-nonce': nonce, 'wechatpay-signature': keys.platformSign(timestamp, nonce, badTag) };
    expect(provider.verifyNotification(badTagHeaders, badTag, TEST_NOW)).toEqual({ refused: 'unreadable or undecryptable body' });

    const otherKey = keys.notification(keys.transaction(outTradeNo, 3200), { timestamp: TEST_NOW, apiV3Key: 'z'.repeat(32) });
    expect(provider.verifyNotification(otherKey.headers, otherKey.body, TEST_NOW)).toEqual({ refused: 'unreadable or undecryptable body' });

    const otherMerchant = keys.notification(keys.transaction(outTradeNo, 3200, { mchid: '1900000001' }), { timestamp: TEST_NOW });
    expect(provider.verifyNotification(otherMerchant.headers, otherMerchant.body, TEST_NOW)).toEqual({ refused: 'another merchant' });

    const { 'wechatpay-signature': _signature, ...unsigned } = valid.headers;
    expect(provider.verifyNotification(unsigned, valid.body, TEST_NOW)).toEqual({ refused: 'missing Wechatpay headers' });

    const impostor = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forgedSignature = createSign('RSA-SHA256').update(`${timestamp}\n${valid.headers['wechatpay-nonce']}\n${valid.body}\n`).sign(impostor.privateKey, 'base64');
    expect(provider.verifyNotification({ ...valid.headers, 'wechatpay-signature': forgedSignature }, valid.body, TEST_NOW)).toEqual({ refused: 'bad signature' });
  });

  it('decrypts AEAD_AES_256_GCM with the associated data it was sealed with, and nothing else', () => {
    const valid = keys.notification({ hello: '世界' }, { timestamp: TEST_NOW });
    const resource = (JSON.parse(valid.body) as { resource: { ciphertext: string; nonce: string; associated_data: string } }).resource;
    expect(JSON.parse(decryptWechatResource({ ciphertext: resource.ciphertext, nonce: resource.nonce, associatedData: 'transaction' }, keys.merchant.apiV3Key))).toEqual({ hello: '世界' });
    expect(() => decryptWechatResource({ ciphertext: resource.ciphertext, nonce: resource.nonce, associatedData: 'certificate' }, keys.merchant.apiV3Key)).toThrow();
  });
});

describe('query and refund', () => {
  it('queries by out_trade_no with the signed path and query string', async () => {
    const outTradeNo = '00112233445566778899aabbccddeeff';
    const { provider, calls } = providerWith(() => keys.signedAnswer(200, keys.transaction(outTradeNo, 1600), TEST_NOW));
    expect(await provider.queryPayment(outTradeNo)).toEqual({ paid: true, transactionId: '4200000000000000000000000001', amount: 1600 });
    const [call] = calls;
    if (!call) throw new Error('no call');
    const path = `/v3/pay/transactions/out-trade-no/${outTradeNo}?mchid=${keys.merchant.mchId}`;
    expect(call).toMatchObject({ url: `https://api.mch.weixin.qq.com${path}`, method: 'GET', body: '' });
    const auth = authorizationFields(call.headers.Authorization);
    expect(verifiesOver(`GET\n${path}\n${auth.timestamp}\n${auth.nonce_str}\n\n`, auth.signature ?? '', keys.merchantPublicKey)).toBe(true);
  });

  it('reads an unpaid or unknown transaction as not paid', async () => {
    const notPaid = providerWith(() => keys.signedAnswer(200, keys.transaction('x', 1600, { trade_state: 'NOTPAY', transaction_id: undefined }), TEST_NOW));
    expect(await notPaid.provider.queryPayment('x')).toEqual({ paid: false, state: 'NOTPAY' });
    const unknown = providerWith(() => new Response(JSON.stringify({ code: 'ORDER_NOT_EXIST', message: '订单不存在' }), { status: 404 }));
    expect(await unknown.provider.queryPayment('x')).toEqual({ paid: false, state: 'NOTFOUND' });
  });

  it('asks for a domestic refund and reads its status', async () => {
    const { provider, calls } = providerWith(() => keys.signedAnswer(200, { refund_id: '50000000382019052709732678859', status: 'SUCCESS' }, TEST_NOW));
    const answer = await provider.refund({ outTradeNo: 'a'.repeat(32), outRefundNo: 'b'.repeat(32), amount: 3200, total: 3200 });
    expect(answer).toEqual({ status: 'succeeded', providerRefundId: '50000000382019052709732678859' });
    const [call] = calls;
    if (!call) throw new Error('no call');
    expect(call.url).toBe('https://api.mch.weixin.qq.com/v3/refund/domestic/refunds');
    expect(JSON.parse(call.body)).toEqual({ out_trade_no: 'a'.repeat(32), out_refund_no: 'b'.repeat(32), amount: { refund: 3200, total: 3200, currency: 'CNY' } });
    const auth = authorizationFields(call.headers.Authorization);
    expect(verifiesOver(`POST\n/v3/refund/domestic/refunds\n${auth.timestamp}\n${auth.nonce_str}\n${call.body}\n`, auth.signature ?? '', keys.merchantPublicKey)).toBe(true);

    const processing = providerWith(() => keys.signedAnswer(200, { refund_id: 'r2', status: 'PROCESSING' }, TEST_NOW));
    expect(await processing.provider.refund({ outTradeNo: 'a'.repeat(32), outRefundNo: 'c'.repeat(32), amount: 100, total: 3200 })).toEqual({ status: 'processing', providerRefundId: 'r2' });
    const abnormal = providerWith(() => keys.signedAnswer(200, { refund_id: 'r3', status: 'ABNORMAL' }, TEST_NOW));
    expect((await abnormal.provider.refund({ outTradeNo: 'a'.repeat(32), outRefundNo: 'd'.repeat(32), amount: 100, total: 3200 })).status).toBe('failed');
  });
});
