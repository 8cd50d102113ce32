import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../../errors/api-failure';
import { isLoopbackHostName } from './loopback-host-name';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a relayed request comes from another machine, whatever its socket says. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * For the local outboxes' routes: a caller on another machine, anything relayed by a proxy on this one, and a
 * request whose Host is not a loopback name (a page of another site rebound to 127.0.0.1: DNS rebinding) get
 * HTTP 404 as if the route did not exist.
 */
export function requireLocalCaller(request: FastifyRequest): void {
  const isRelayed = PROXY_HEADERS.some((header) => request.headers[header] !== undefined);
  const isLocal = LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '') && isLoopbackHostName(request.headers.host);
  if (isRelayed || !isLocal) throw new ApiFailure('apiNotFound', 404);
}
