/**
 * A withdrawal's idempotency key (32 hex digits, as the contract's requestId wants): made once per form,
 * kept while retrying. getRandomValues, not randomUUID: it works on a page served without HTTPS too.
 */
export function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
