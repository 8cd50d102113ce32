import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerMetrics } from '../metrics/server-metrics';
import { isLocalCaller } from './is-local-caller';

/** Where Prometheus scrapes: outside /api (no signature, no envelope: the Prometheus text format). */
export const METRICS_PATH = '/metrics';

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
function hasBearerToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics: the registry's metrics in Prometheus' text format. With `token` (METRICS_TOKEN) only a
 * request with that bearer token is answered, from any address; without one only local callers
 * (isLocalCaller: never through a reverse proxy, which would make the internet look local). Others get
 * HTTP 403 with a plain-text reason.
 */
export function registerMetricsEndpoint(app: FastifyInstance, metrics: ServerMetrics, token: string | null): void {
  app.get(METRICS_PATH, async (request, reply) => {
    const allowed = token === null ? isLocalCaller(request) : hasBearerToken(request, token);
    if (!allowed) {
      return reply.code(403).type('text/plain; charset=utf-8').send(token === null ? 'metrics are served to loopback callers only\n' : 'a valid metrics bearer token is required\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
