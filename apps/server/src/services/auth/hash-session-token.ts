import { createHash } from 'node:crypto';

/** SHA-256 (hex) of a secret token: the form stored in session.token_hash (and checkout_token.token_hash). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
