import { checkSignature, SIGNING_HEADERS } from '@luggage/api/signing';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../errors/api-failure';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on the /api routes outside the signature scheme (health, photos); every other /api route is signed. */
    signed?: boolean;
  }
}

/** The signed payload: the raw query string (after '?', exactly as in the URL) for GET, the raw JSON body otherwise. */
function signedPayload(request: FastifyRequest): string {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const mark = request.url.indexOf('?');
    return mark === -1 ? '' : request.url.slice(mark + 1);
  }
  return request.rawBody ?? '';
}

/** The device id every call carries (spec §3 Session: a random 6-character id). */
const UNIQ = /^[0-9a-z]{6}$/;

/**
 * preValidation hook (fail-closed: every route under /api/ unless it says `signed: false`): refuses a request whose Sign header does not match the payload and
 * Timestamp, or that has no 6-character Uniq device id ('request signature is invalid'), or whose Timestamp is out of the window ('request has
 * expired, …'). Runs before any handler, so a refused request changes nothing.
 */
export function createSignatureCheck(clock: () => number) {
  return async function verifySignature(request: FastifyRequest): Promise<void> {
    const route = request.routeOptions;
    if (request.is404 || !route.url?.startsWith('/api/') || route.config.signed === false) return;
    const header = (name: string) => {
      const value = request.headers[name.toLowerCase()];
      return typeof value === 'string' ? value : undefined;
    };
    const problem = checkSignature({
      payload: signedPayload(request),
      timestamp: header(SIGNING_HEADERS.timestamp),
      sign: header(SIGNING_HEADERS.sign),
      now: clock(),
    });
    if (problem === 'stale') throw new ApiFailure('requestExpired');
    if (problem || !UNIQ.test(header(SIGNING_HEADERS.uniq) ?? '')) throw new ApiFailure('signatureInvalid');
  };
}
