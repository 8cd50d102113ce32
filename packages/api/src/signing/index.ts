import SparkMD5 from 'spark-md5';

/** Header names of the signed-request scheme (spec §7). */
export const SIGNING_HEADERS = {
  timestamp: 'Timestamp',
  uniq: 'Uniq',
  sign: 'Sign',
  userToken: 'User-Token',
  userId: 'User-Id',
} as const;

/** How far the Timestamp header may be from the server's clock, in milliseconds (±5 minutes). */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

/**
 * The request signature: MD5 (hex, lower case) of the payload exactly as sent followed by the
 * Timestamp header's value. The payload is the query string without the leading '?' for GET,
 * or the JSON body text for POST.
 */
export function signPayload(payload: string, timestamp: string): string {
  return SparkMD5.hash(payload + timestamp);
}

/** Why a signature was refused, or null when it is valid. */
export type SignatureProblem = 'missing' | 'stale' | 'mismatch';

/**
 * Checks a request's signature against `now` (ms since epoch). Constant inputs only: the caller
 * passes the raw payload text exactly as received.
 */
export function checkSignature(input: {
  payload: string;
  timestamp: string | undefined;
  sign: string | undefined;
  now: number;
}): SignatureProblem | null {
  const { payload, timestamp, sign, now } = input;
  if (!timestamp || !sign || !/^\d{10,16}$/.test(timestamp)) return 'missing';
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS) return 'stale';
  return signPayload(payload, timestamp) === sign.toLowerCase() ? null : 'mismatch';
}
