import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerMetrics } from '../metrics/server-metrics';

/** Where Prometheus scrapes: outside /api (no signature, no envelope: the Prometheus text format). */
export const METRICS_PATH = '/metrics';

/** Whether `address` is this machine (IPv4, IPv6 or IPv4-mapped loopback). */
export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
function hasBearerToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics: the registry's metrics in Prometheus' text format. With `token` (METRICS_TOKEN) only a
 * request with that bearer token is answered, from any address; without one only loopback callers
 * (request.ip, which follows TRUST_PROXY). Others get HTTP 403 with a plain-text reason.
 */
export function registerMetricsEndpoint(app: FastifyInstance, metrics: ServerMetrics, token: string | null): void {
  app.get(METRICS_PATH, async (request, reply) => {
    const allowed = token === null ? isLoopbackAddress(request.ip) : hasBearerToken(request, token);
    if (!allowed) {
      return reply.code(403).type('text/plain; charset=utf-8').send(token === null ? 'metrics are served to loopback callers only\n' : 'a valid metrics bearer token is required\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
