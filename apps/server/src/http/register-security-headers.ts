import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, type AppKind } from './content-security-policy';

/** HSTS over https: a year, subdomains included (browsers then never try plain http for this host). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true, preload: false };

/**
 * Security headers on every answer of this server (pages, files and /api) with @fastify/helmet: the app's
 * Content-Security-Policy (see contentSecurityPolicy; `extraSources` from extraCspSources), X-Frame-Options (DENY for
 * the business app, SAMEORIGIN for the consumer app), nosniff, a referrer policy that keeps our paths from
 * other sites, same-site resource and same-origin opener policies. Strict-Transport-Security and
 * `upgrade-insecure-requests` only when the request came over https: `request.protocol`, which believes a
 * proxy's X-Forwarded-Proto only as far as TRUST_PROXY trusts that proxy. Register before the routes.
 */
export function registerSecurityHeaders(app: FastifyInstance, kind: AppKind, extraSources: readonly string[]): void {
  const common = {
    xFrameOptions: { action: kind === 'business' ? 'deny' : 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  } as const;
  const byProtocol = {
    http: { ...common, hsts: false, contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(kind, extraSources, false) } },
    https: { ...common, hsts: HSTS, contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(kind, extraSources, true) } },
  } as const;
  void app.register(fastifyHelmet, { global: false });
  app.after(() => {
    app.addHook('onRequest', async (request, reply) => {
      reply.helmet(request.protocol === 'https' ? byProtocol.https : byProtocol.http);
    });
  });
}
