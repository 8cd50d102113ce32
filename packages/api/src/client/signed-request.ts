import { SIGNING_HEADERS, signPayload } from '../signing';
import { clientVariant } from './client-variant';

/** One call as the endpoints describe it: a contract path and its parameters. */
export interface SignedCall {
  method: 'GET' | 'POST';
  /** A contract path such as '/api/user/city/list/'. */
  path: string;
  /** GET: sent as the query string. */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** POST: sent as the JSON body. */
  body?: Record<string, unknown>;
  /** Turns a success's content into what the app reads (endpointCall decodes it with the contract); absent: as received. */
  decode?: (content: unknown) => unknown;
}

/** What the caller knows about the device and the session when the call is made. */
export interface SigningContext {
  origin: string;
  userAgent: string;
  uniq: string;
  now: number;
  language: string;
  session: { userId: string; userToken: string } | null;
}

/**
 * Builds the fetch input of a call (spec §7): adds v, serialises the query or body once, signs
 * exactly those bytes with the timestamp, and sets the headers. Credentials are included.
 */
export function buildSignedRequest(call: SignedCall, context: SigningContext): { url: string; init: RequestInit } {
  const v = clientVariant(context.userAgent);
  const timestamp = String(context.now);
  const headers: Record<string, string> = {
    [SIGNING_HEADERS.timestamp]: timestamp,
    [SIGNING_HEADERS.uniq]: context.uniq,
    'Accept-Language': context.language,
  };
  if (context.session) {
    headers[SIGNING_HEADERS.userToken] = context.session.userToken;
    headers[SIGNING_HEADERS.userId] = context.session.userId;
  }
  if (call.method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(call.params ?? {})) {
      if (value !== undefined && value !== null) query.append(key, String(value));
    }
    query.append('v', v);
    const queryString = query.toString();
    headers[SIGNING_HEADERS.sign] = signPayload(queryString, timestamp);
    return { url: `${context.origin}${call.path}?${queryString}`, init: { method: 'GET', headers, credentials: 'include' } };
  }
  const bodyText = JSON.stringify({ ...call.body, v });
  headers['Content-Type'] = 'application/json';
  headers[SIGNING_HEADERS.sign] = signPayload(bodyText, timestamp);
  return {
    url: `${context.origin}${call.path}`,
    init: { method: 'POST', headers, body: bodyText, credentials: 'include' },
  };
}
