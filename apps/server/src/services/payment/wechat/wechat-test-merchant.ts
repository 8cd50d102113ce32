import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { WechatMerchant } from './wechat-payment-provider';

/** RSA keys made for the tests: the merchant's (signs our requests) and the platform's (signs WeChat Pay's answers and notifications). */
export function createWechatTestKeys() {
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const merchantKeys = pair();
  const platformKeys = pair();
  const merchant: WechatMerchant = {
    appId: 'wxd678efh567hg6787',
    mchId: '1230000109',
    merchantSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantPrivateKey: merchantKeys.privateKey,
    apiV3Key: 'a'.repeat(16) + 'B'.repeat(16),
    platformPublicKey: platformKeys.publicKey,
    platformSerialNo: 'PUB_KEY_ID_0112345678901234567890',
    notifyUrl: 'https://luggage.example.com/api/pay/notify/wechat/',
    baseUrl: 'https://api.mch.weixin.qq.com',
  };
  /** WeChat Pay's signature (platform key) of `timestamp\nnonce\nbody\n`. */
  const platformSign = (timestamp: string, nonce: string, body: string) =>
    createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(platformKeys.privateKey, 'base64');
  /** A notification as WeChat Pay sends it: the transaction encrypted with the APIv3 key, the body signed. */
  const notification = (
    transaction: Record<string, unknown>,
    options: { timestamp: number; id?: string; eventType?: string; serial?: string; apiV3Key?: string },
  ) => {
    const nonce = randomBytes(6).toString('hex');
    const associatedData = 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.apiV3Key ?? merchant.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const body = JSON.stringify({
      id: options.id ?? 'EV-2018022511223320873',
      create_time: '2025-03-01T12:05:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: options.eventType ?? 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce },
    });
    const timestamp = String(Math.floor(options.timestamp / 1000));
    const headerNonce = randomBytes(16).toString('hex');
    return {
      body,
      headers: {
        // As WeChat Pay sends it.
        'content-type': 'application/json; charset=utf-8',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': headerNonce,
        'wechatpay-signature': platformSign(timestamp, headerNonce, body),
        'wechatpay-serial': options.serial ?? merchant.platformSerialNo,
        'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      },
    };
  };
  /** A successful transaction of `outTradeNo` for `total` fen, as decrypted from a notification or answered by the query. */
  const transaction = (outTradeNo: string, total: number, overrides: Record<string, unknown> = {}) => ({
    appid: merchant.appId,
    mchid: merchant.mchId,
    out_trade_no: outTradeNo,
    transaction_id: '4200000000000000000000000001',
    trade_type: 'JSAPI',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    success_time: '2025-03-01T12:05:00+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  });
  /** A fetch answer signed by the platform (as every WeChat Pay API answer is). */
  const signedAnswer = (status: number, body: unknown, timestampMs: number, options: { serial?: string; sign?: boolean } = {}) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(timestampMs / 1000));
    const nonce = randomBytes(16).toString('hex');
    const headers: Record<string, string> = { 'content-type': 'application/json', 'Wechatpay-Timestamp': timestamp, 'Wechatpay-Nonce': nonce, 'Wechatpay-Serial': options.serial ?? merchant.platformSerialNo };
    if (options.sign !== false) headers['Wechatpay-Signature'] = platformSign(timestamp, nonce, text);
    return new Response(text === '' ? null : text, { status, headers });
  };
  return { merchant, merchantPublicKey: merchantKeys.publicKey, platformSign, notification, transaction, signedAnswer };
}
