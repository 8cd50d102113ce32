import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../../errors/api-failure';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a relayed request comes from another machine, whatever its socket says. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * For the local outboxes' routes: a caller on another machine, or anything relayed by a proxy on this one,
 * gets HTTP 404 as if the route did not exist.
 */
export function requireLocalCaller(request: FastifyRequest): void {
  const isRelayed = PROXY_HEADERS.some((header) => request.headers[header] !== undefined);
  if (isRelayed || !LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) throw new ApiFailure('apiNotFound', 404);
}
