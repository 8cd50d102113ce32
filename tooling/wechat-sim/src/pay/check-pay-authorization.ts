import type { KeyObject } from 'node:crypto';
import { rsaVerify } from '../crypto/rsa-sha256';

const SCHEME = 'WECHATPAY2-SHA256-RSA2048';
const PARAMS = /^\w+="[^"]*"(\s*,\s*\w+="[^"]*")*$/;
/** How far a request's timestamp may be from the simulator's clock. */
const TIMESTAMP_WINDOW_MS = 5 * 60_000;

/**
 * Why a WeChat Pay API v3 request is not properly signed, or null when it is. The Authorization must be
 * `WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"` (any
 * order) naming our merchant and its key's serial, with a timestamp (seconds) within 5 minutes, and a
 * signature that verifies with the merchant's public key over
 * `METHOD\npath?query\ntimestamp\nnonce_str\nbody\n` (the path and query exactly as sent, body '' if none).
 */
export function checkPayAuthorization(
  request: { method: string; url: string; body: string; authorization: string | undefined },
  merchant: { mchId: string; serialNo: string; publicKey: KeyObject; nowMs: number },
): string | null {
  const header = request.authorization ?? '';
  if (!header.startsWith(`${SCHEME} `)) return `Authorization must start with ${SCHEME}`;
  const params = header.slice(SCHEME.length + 1).trim();
  if (!PARAMS.test(params)) return 'Authorization parameters must be key="value" pairs separated by commas';
  const fields = Object.fromEntries([...params.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
  const missing = ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'].filter((name) => !fields[name]);
  if (missing.length > 0) return `Authorization lacks ${missing.join(', ')}`;
  if (fields.mchid !== merchant.mchId) return `unknown mchid ${fields.mchid}`;
  if (fields.serial_no !== merchant.serialNo) return `serial_no ${fields.serial_no} is not the merchant key's`;
  const timestamp = fields.timestamp ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Number(timestamp) * 1000 - merchant.nowMs) > TIMESTAMP_WINDOW_MS) return 'timestamp is not within 5 minutes of now';
  const message = `${request.method}\n${request.url}\n${timestamp}\n${fields.nonce_str}\n${request.body}\n`;
  if (!rsaVerify(message, fields.signature ?? '', merchant.publicKey)) return 'signature does not verify with the merchant key';
  return null;
}
