import { createHash } from 'node:crypto';

/** WeChat's signature of a message push: SHA-1 hex of the Token, timestamp and nonce, sorted as strings and concatenated. */
export function messagePushSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}
