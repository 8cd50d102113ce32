import { createSign, createVerify, type KeyObject } from 'node:crypto';

/** RSA-SHA256 (PKCS#1 v1.5) of `message` as base64: every WeChat Pay v3 signature. */
export function rsaSign(message: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

/** Whether `signature` (base64) is the RSA-SHA256 signature of `message`; false for anything malformed. */
export function rsaVerify(message: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}
