import { createDecipheriv, createPublicKey, createSign, createVerify, X509Certificate, type KeyObject } from 'node:crypto';

/**
 * The WeChat Pay API v3 signature of a request: RSA-SHA256 (PKCS#1 v1.5, base64) with the merchant private
 * key over `METHOD\nURL-path-with-query\ntimestamp\nnonce\nbody\n` (body '' for GET).
 */
export function signWechatRequest(request: { method: string; pathWithQuery: string; timestamp: number; nonce: string; body: string }, privateKey: string): string {
  const message = `${request.method}\n${request.pathWithQuery}\n${request.timestamp}\n${request.nonce}\n${request.body}\n`;
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

/** The Authorization header of a request: `WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`. */
export function wechatAuthorization(fields: { mchId: string; nonce: string; signature: string; timestamp: number; serialNo: string }): string {
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${fields.mchId}",nonce_str="${fields.nonce}",` +
    `signature="${fields.signature}",timestamp="${fields.timestamp}",serial_no="${fields.serialNo}"`
  );
}

/** JSAPI's paySign for getBrandWCPayRequest: RSA-SHA256 (base64) over `appId\ntimeStamp\nnonceStr\npackage\n`. */
export function jsapiPaySign(fields: { appId: string; timeStamp: string; nonceStr: string; package: string }, privateKey: string): string {
  return createSign('RSA-SHA256').update(`${fields.appId}\n${fields.timeStamp}\n${fields.nonceStr}\n${fields.package}\n`).sign(privateKey, 'base64');
}

/** The platform's public key from a PEM public key or X.509 certificate. */
export function platformKeyOf(pem: string): KeyObject {
  return pem.includes('CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

/**
 * Whether `signature` (base64) is WeChat Pay's RSA-SHA256 signature of `timestamp\nnonce\nbody\n` with the
 * platform key: how notifications and API answers are signed.
 */
export function verifyWechatSignature(message: { timestamp: string; nonce: string; body: string }, signature: string, platformKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(`${message.timestamp}\n${message.nonce}\n${message.body}\n`).verify(platformKey, signature, 'base64');
  } catch {
    return false;
  }
}

/**
 * Decrypts an AEAD_AES_256_GCM resource of a notification with the APIv3 key (32 bytes, used as is):
 * `ciphertext` is base64 of the encrypted text followed by the 16-byte tag; `nonce` (12 characters) and
 * `associatedData` are used as UTF-8. Throws when the tag does not match (tampered, or another key).
 */
export function decryptWechatResource(resource: { ciphertext: string; nonce: string; associatedData: string }, apiV3Key: string): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associatedData, 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}
