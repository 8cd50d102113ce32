import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, type AppKind } from './content-security-policy';
import { isPlainAsset } from './plain-asset';

/** HSTS over https: a year, subdomains included (browsers then never try plain http for this host). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true, preload: false };

/** Every answer's: no loading from other sites, and the referrer rule (a stylesheet's own requests follow its answer's). */
const SUBRESOURCE_HEADERS = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginResourcePolicy: { policy: 'same-site' },
  crossOriginEmbedderPolicy: false,
} as const;

/** A PLAIN_ASSET's: those and nosniff (helmet's default), none of the document headers. */
const PLAIN_ASSET_HEADERS = {
  ...SUBRESOURCE_HEADERS,
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * Security headers on every answer of this server (pages, files and /api) with @fastify/helmet: the app's
 * Content-Security-Policy (see contentSecurityPolicy; `extraSources` from extraCspSources), X-Frame-Options (DENY for
 * the business app, SAMEORIGIN for the consumer app), nosniff, a referrer policy that keeps our paths from
 * other sites, same-site resource and same-origin opener policies. Strict-Transport-Security and
 * `upgrade-insecure-requests` only when the request came over https: `request.protocol`, which believes a
 * proxy's X-Forwarded-Proto only as far as TRUST_PROXY trusts that proxy. Hashed scripts and stylesheets get only
 * the headers that mean something for them (isPlainAsset). Register before the routes.
 */
export function registerSecurityHeaders(app: FastifyInstance, kind: AppKind, extraSources: readonly string[]): void {
  const common = { ...SUBRESOURCE_HEADERS, xFrameOptions: { action: kind === 'business' ? 'deny' : 'sameorigin' } } as const;
  const byProtocol = {
    plainAsset: { http: { ...PLAIN_ASSET_HEADERS, hsts: false }, https: { ...PLAIN_ASSET_HEADERS, hsts: HSTS } },
    http: { ...common, hsts: false, contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(kind, extraSources, false) } },
    https: { ...common, hsts: HSTS, contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(kind, extraSources, true) } },
  } as const;
  void app.register(fastifyHelmet, { global: false });
  app.after(() => {
    app.addHook('onRequest', async (request, reply) => {
      const protocol = request.protocol === 'https' ? 'https' : 'http';
      reply.helmet(isPlainAsset(request.url) ? byProtocol.plainAsset[protocol] : byProtocol[protocol]);
    });
  });
}
