import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from '../metrics/server-metrics';

/**
 * Observes every answered request in `metrics.httpRequestSeconds`, labelled with the route's URL pattern
 * ('/api/user/order/info/', '/api/photos/:file'), never the raw URL, so the series stay bounded; a request
 * that matched no route is 'unmatched'.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequestSeconds.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
