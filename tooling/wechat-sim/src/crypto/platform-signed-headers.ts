import type { KeyObject } from 'node:crypto';
import { wechatIds } from '../wechat-ids';
import { rsaSign } from './rsa-sha256';

/**
 * The headers WeChat Pay signs an API answer or a notification with: Wechatpay-Timestamp (seconds),
 * Wechatpay-Nonce, Wechatpay-Signature (RSA-SHA256 with the platform key over `timestamp\nnonce\nbody\n`,
 * body '' when empty) and Wechatpay-Serial (the platform key's serial).
 */
export function platformSignedHeaders(body: string, platform: { privateKey: KeyObject; serialNo: string; nowMs: number }): Record<string, string> {
  const timestamp = String(Math.floor(platform.nowMs / 1000));
  const nonce = wechatIds.nonce();
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': rsaSign(`${timestamp}\n${nonce}\n${body}\n`, platform.privateKey),
    'Wechatpay-Serial': platform.serialNo,
  };
}
