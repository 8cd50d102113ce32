import type { FastifyRequest } from 'fastify';
import { isLoopbackHostName } from './loopback-host-name';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a relayed request comes from another machine, whatever its socket says. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether `request` comes from this machine itself: its socket is loopback, no reverse proxy relayed it
 * (a proxy on this machine would make every caller look local) and its Host is a loopback name (a page of
 * another site rebound to 127.0.0.1, DNS rebinding, names its own host). For the local outboxes and the
 * metrics without a token.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  const isRelayed = PROXY_HEADERS.some((header) => request.headers[header] !== undefined);
  return !isRelayed && LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '') && isLoopbackHostName(request.headers.host);
}
