import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether `signature` is WeChat's signature of a message push (server verification and each pushed message):
 * the SHA-1 hex of the account's Token, `timestamp` and `nonce` sorted as strings and concatenated.
 * Missing parts never match.
 */
export function isMessagePushSignature(token: string, query: { signature?: string; timestamp?: string; nonce?: string }): boolean {
  const { signature, timestamp, nonce } = query;
  if (!signature || !timestamp || !nonce) return false;
  const expected = createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest();
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
