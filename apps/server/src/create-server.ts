import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DevClock } from './config/dev-clock';
import type { ServerConfig } from './config/load-config';
import { fastifyTrustProxy } from './config/trust-proxy-setting';
import type { DatabaseSchema } from './db/database-schema';
import type { OpenDatabase } from './db/open-database';
import { createSignatureCheck } from './http/verify-signature';
import { registerAppFiles } from './http/register-app-files';
import { registerCompression } from './http/register-compression';
import { registerErrorHandling } from './http/register-error-handling';
import { registerLuggagePhotos } from './http/register-luggage-photos';
import { registerPhotos } from './http/register-photos';
import type { ApiRoute } from './http/define-route';
import { registerRawJsonBody } from './http/raw-json-body';
import { DEFAULT_HTTP_LIMITS, httpServerOptions } from './http/http-limits';
import { registerUrlLimit } from './http/register-url-limit';
import { registerSecurityHeaders } from './http/register-security-headers';
import { isPlainAsset } from './http/plain-asset';
import { registerApiDocs } from './http/register-api-docs';
import type { AppKind } from './http/content-security-policy';
import { extraCspSources } from './http/extra-csp-sources';
import { serverPaths } from './paths';
import { apiRoutes } from './routes/api-routes';
import { registerApiRoutes } from './routes/register-api-routes';
import { luggagePhotoUrls } from './services/business/luggage-photo-url';
import { createPaymentProvider } from './services/payment/create-payment-provider';
import { createPayoutProvider } from './services/payout/create-payout-provider';
import type { PaymentProvider } from './services/payment/payment-provider';
import { createPlaceProvider } from './services/place/create-place-provider';
import { createSmsProvider } from './services/sms/create-sms-provider';
import { createPrivacyNumberProvider } from './services/privacy/create-privacy-number-provider';
import { createIdentityServices } from './services/identity/create-identity-services';
import { createEmailSender } from './services/email/create-email-sender';
import { INVOICE_PDF_PATH } from './services/invoice/invoice-deps';
import { createLocalInvoiceProvider } from './services/invoice/local/local-invoice-provider';
import { signedFileUrls } from './services/signed-file-urls';
import { registerInvoicePdfs } from './http/register-invoice-pdfs';
import { lazySchemaCompilers } from './http/lazy-schema-compilers';
import { SAMPLE_INVOICE_SELLER } from './config/load-config';
import { createWechatPlatform } from './services/wechat/create-wechat-platform';
import { isLocalWechatPlatform } from './services/wechat/local-wechat-platform';
import { registerLocalWechatAuthorize } from './http/register-local-wechat-authorize';
import { registerWxEventRoute } from './routes/wx/wx-event';
import { createServerMetrics, type ServerMetrics } from './metrics/server-metrics';
import { withLogRedaction } from './http/log-redaction';
import { registerRequestMetrics } from './http/register-request-metrics';
import { registerMetricsEndpoint } from './http/register-metrics-endpoint';
import { registerRateLimits } from './http/register-rate-limits';
import { DEFAULT_RATE_LIMITS } from './services/rate-limit/rate-limits';
import { DEFAULT_UNPAID_ORDER_CAPS } from '@luggage/domain/orders';

/** What one server instance needs; tests pass an in-memory database and a fixed clock. */
export interface ServerDeps {
  /** An open, migrated database (see openDatabase and prepareDatabase). */
  db: OpenDatabase;
  /**
   * With `basemap`, the apps draw that basemap (GET /api/config/); absent → the offline basemap.
   * With `support`, the pages and apps say how to reach customer support; absent or null → they leave support out.
   * With `amapKey`, place search and reverse geocoding use AMap; absent or null → the built-in index.
   * With `sms` Tencent, login codes go by Tencent Cloud SMS; absent → the local outbox.
   * With `pay` wechat, payments go through WeChat Pay JSAPI; absent → the sandbox with a random secret.
   * With `wechat`, authorisation, the JS-SDK ticket and scene QR codes go to WeChat; absent → the local
   * WeChat, whose authorisation page this server serves at WeChat's path. With its `messageToken`, WeChat's
   * message pushes (follows through a promotion QR) are received at /api/wx/event/.
   * With `privacy` aliyun, call_bind binds numbers by Alibaba Cloud's Dypls (BindAxb); absent or local → the
   * local pool: `privacyNumberPool`, or DEFAULT_PRIVACY_NUMBER_POOL when absent.
   * With `identityCheck` tencent, verify compares names and ID numbers by Tencent Cloud FaceID; absent or local → every
   * well-formed pair matches. With `identityEncryptionKey`, ID numbers are sealed with it; absent or null → with a key
   * made from the server secret in the database.
   * With `email` and its smtpUrl, emails (invoices) go through that mail server; absent → the local outbox.
   * With `invoiceSeller`, the local invoice provider issues in its name; absent → SAMPLE_INVOICE_SELLER.
   * With `httpLimits`, those sizes and time-outs; absent → DEFAULT_HTTP_LIMITS.
   * With `smsCountries`, login codes go only to those calling codes; absent → DEFAULT_SMS_COUNTRIES.
   * With `metricsToken`, GET /metrics answers that bearer token from any address; absent or null → loopback callers only.
   * With `rewardRule`, promoters earn by that rule; absent → DEFAULT_REWARD_RULE.
   * With `payout`, withdrawals are paid by that provider; absent → the sandbox after its default delay.
   * With `withdrawalDailyMaxFen`, that daily maximum; absent → DEFAULT_WITHDRAWAL_DAILY_MAX_FEN.
   * With `rateLimits`, those write limits per user and per address; absent → DEFAULT_RATE_LIMITS (never none).
   * With `unpaidOrderCaps`, those unpaid orders per traveller and per device; absent → DEFAULT_UNPAID_ORDER_CAPS.
   * With `cspConnectSources`, the Content-Security-Policy also lets the pages reach those origins; absent → only the basemap's.
   */
  config: Pick<ServerConfig, 'wxMiniprogramLink'> &
    Partial<Pick<ServerConfig, 'basemap' | 'amapKey' | 'sms' | 'trustProxy' | 'pay' | 'wechat' | 'smsCodesPerAddressPerHour' | 'support' | 'privacyNumberPool' | 'privacy' | 'identityCheck' | 'identityEncryptionKey' | 'email' | 'invoiceSeller' | 'httpLimits' | 'smsCountries' | 'metricsToken' | 'rewardRule' | 'payout' | 'withdrawalDailyMaxFen' | 'rateLimits' | 'unpaidOrderCaps' | 'cspConnectSources'>>;
  /** The HTTP client for outside services; the global fetch by default (tests answer with recorded responses). */
  fetch?: typeof fetch;
  /**
   * Makes the payment provider on the server's database (the sandbox keeps its trades there); made from
   * `config.pay` when absent. Tests pass one that keeps the sandbox it makes, to drive its sheet.
   */
  payments?: (db: Kysely<DatabaseSchema>) => PaymentProvider;
  /** Fastify's logger option, with LOG_REDACT_PATHS redacted; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** ms since epoch: signature window and "today" in Shanghai. */
  clock?: () => number;
  /** With DEV_CLOCK=true: the clock (instead of `clock`), movable by POST /api/dev/clock/. */
  devClock?: DevClock;
  /** A built app to serve at '/' (consumer or business dist); none when absent or missing. */
  appDir?: string;
  /** Serves the API reference at /api/docs (registerApiDocs); on unless NODE_ENV is 'production'. */
  apiDocs?: boolean;
  /**
   * Which app this server is for, which sets its security headers (the business app refuses to be framed);
   * 'consumer' when absent.
   */
  appKind?: AppKind;
  /** Folder of shop photos; defaults to apps/server/photos. */
  photosDir?: string;
  /** The contract routes served; {@link apiRoutes} unless told (tests add routes of their own). */
  routes?: readonly ApiRoute[];
  /**
   * Checks each handler's content against its endpoint's response schema, answering a mismatch with HTTP
   * 500 and an error in the log; on unless NODE_ENV is 'production'.
   */
  checkResponses?: boolean;
  /**
   * Where requests and business events are counted, served at GET /metrics; absent → a registry of this
   * server's own without the process's default metrics (tests). main.ts shares one between its two servers.
   */
  metrics?: ServerMetrics;
}

/**
 * Builds (without listening) one Fastify instance: the whole /api (signed, enveloped, error-mapped), the
 * photo route and optionally a built app at '/'. Call `listen` or `inject` on the result.
 */
export function createServer(deps: ServerDeps): FastifyInstance {
  const clock = deps.devClock?.now ?? deps.clock ?? Date.now;
  const httpLimits = deps.config.httpLimits ?? DEFAULT_HTTP_LIMITS;
  const app = Fastify({
    ...httpServerOptions(httpLimits),
    logger: withLogRedaction(deps.logger),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    schemaController: { compilersFactory: lazySchemaCompilers },
  });
  app.addHook('onSend', async (request, reply) => {
    if (!isPlainAsset(request.url)) reply.header('x-request-id', request.id);
  });
  // Browsers must not guess types (photos, JSON), leak our paths to other sites or frame the business app.
  registerSecurityHeaders(app, deps.appKind ?? 'consumer', extraCspSources(deps.config.basemap ?? { kind: 'offline' }, deps.config.cspConnectSources ?? []));
  registerCompression(app);
  const metrics = deps.metrics ?? createServerMetrics(false, deps.db);
  registerRequestMetrics(app, metrics);
  registerUrlLimit(app, httpLimits.maxUrlLength);
  registerRawJsonBody(app);
  registerErrorHandling(app);
  const limits = registerRateLimits(app, { db: deps.db.db, clock, limits: deps.config.rateLimits ?? DEFAULT_RATE_LIMITS });
  app.addHook('preValidation', createSignatureCheck(clock));
  const places = createPlaceProvider({ db: deps.db.db, amapKey: deps.config.amapKey, fetch: deps.fetch ?? fetch });
  const sms = createSmsProvider({ db: deps.db.db, sms: deps.config.sms, fetch: deps.fetch ?? fetch, clock, log: app.log });
  const payments = deps.payments ? deps.payments(deps.db.db) : createPaymentProvider({ pay: deps.config.pay, fetch: deps.fetch ?? fetch, clock, db: deps.db.db });
  const photoUrls = luggagePhotoUrls(deps.db.db);
  const invoicePdfUrls = signedFileUrls(deps.db.db, 'invoice-pdf-url', INVOICE_PDF_PATH);
  const email = createEmailSender({ db: deps.db.db, email: deps.config.email, clock, log: app.log });
  const wechat = createWechatPlatform({ wechat: deps.config.wechat, fetch: deps.fetch ?? fetch, clock, db: deps.db.db });
  // Routes go in once the plugins above have loaded, so that compression's per-route hook sees every route.
  app.after(() => {
    registerApiRoutes(
      app,
      {
        db: deps.db.db,
        databaseKind: deps.db.kind,
        clock,
        config: deps.config,
        places,
        sms,
        payments,
        payouts: createPayoutProvider(deps.config.payout, { clock, fetch: deps.fetch ?? fetch, pay: deps.config.pay }),
        wechat,
        photoUrls,
        privacyNumbers: createPrivacyNumberProvider({ privacy: deps.config.privacy, pool: deps.config.privacyNumberPool, fetch: deps.fetch ?? fetch }),
        identity: createIdentityServices({
          db: deps.db.db,
          identityCheck: deps.config.identityCheck,
          encryptionKey: deps.config.identityEncryptionKey,
          fetch: deps.fetch ?? fetch,
          clock,
        }),
        invoices: createLocalInvoiceProvider(deps.config.invoiceSeller ?? SAMPLE_INVOICE_SELLER),
        email,
        invoicePdfUrls,
        checkResponses: deps.checkResponses ?? process.env.NODE_ENV !== 'production',
        metrics: metrics.business,
        ...(deps.devClock ? { devClock: deps.devClock } : {}),
        limits,
        unpaidOrderCaps: deps.config.unpaidOrderCaps ?? DEFAULT_UNPAID_ORDER_CAPS,
      },
      deps.routes ?? apiRoutes,
    );
    if (isLocalWechatPlatform(wechat)) registerLocalWechatAuthorize(app, { db: deps.db.db, clock });
    const account = deps.config.wechat;
    if (account?.messageToken) registerWxEventRoute(app, { db: deps.db.db, clock, appId: account.appId, messageToken: account.messageToken });
    registerMetricsEndpoint(app, metrics, deps.config.metricsToken ?? null);
    if (deps.apiDocs ?? process.env.NODE_ENV !== 'production') registerApiDocs(app);
    registerPhotos(app, deps.photosDir ?? serverPaths.photos);
    registerLuggagePhotos(app, { db: deps.db.db, clock, photoUrls });
    registerInvoicePdfs(app, { db: deps.db.db, clock, invoicePdfUrls });
    if (deps.appDir && !registerAppFiles(app, deps.appDir)) {
      app.log.warn({ appDir: deps.appDir }, 'app folder not found: serving the API only (build the app first)');
    }
  });
  return app;
}
