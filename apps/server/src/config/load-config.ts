import { isAbsolute, join, resolve } from 'node:path';
import { DEFAULT_SMS_COUNTRIES, supportContactSchema, type ClientBasemap, type SupportContact } from '@luggage/api/contract';
import { creditCodeRefusal } from '@luggage/domain/invoices';
import { DEFAULT_REWARD_RULE, DEFAULT_WITHDRAWAL_DAILY_MAX_FEN, type RewardRule } from '@luggage/domain/rewards';
import type { PayoutConfig } from '../services/payout/create-payout-provider';
import { DEFAULT_SANDBOX_PAYOUT_DELAY_MS } from '../services/payout/sandbox-payout-provider';
import { DEFAULT_UNPAID_ORDER_CAPS, type UnpaidOrderCaps } from '@luggage/domain/orders';
import { z } from 'zod';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from '../http/http-limits';
import { serverPaths } from '../paths';
import { SMS_CODES_PER_ADDRESS_PER_HOUR } from '../services/auth/check-sms-send-limits';
import { DEFAULT_PRIVACY_NUMBER_POOL } from '../services/privacy/default-privacy-number-pool';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../services/rate-limit/rate-limits';
import { demoSettingsMessage, demoSettingsRefusals, type DemoSettingsMode } from './demo-settings-in-production';
import { SAMPLE_INVOICE_SELLER } from './sample-invoice-seller';
import { trustProxySetting, type TrustProxy } from './trust-proxy-setting';

/** Settings of one server process, read from the environment once at start. */
export interface ServerConfig {
  host: string;
  consumerPort: number;
  businessPort: number;
  /** Where PGlite keeps its files (DATA_DIR/pglite) when no DATABASE_URL is set. */
  dataDir: string;
  /** A real Postgres; null → embedded PGlite. */
  databaseUrl: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** 'json' lines for log collectors, or 'pretty' for a person at a terminal. */
  logFormat: 'json' | 'pretty';
  consumerDist: string;
  businessDist: string;
  /**
   * The basemap the apps draw (GET /api/config/): MAP_STYLE_URL → a MapLibre style, MAP_AMAP_TILES → AMap's raster
   * tiles, MAPBOX_TOKEN → Mapbox; none → the offline basemap. At most one of the three may be set.
   */
  basemap: ClientBasemap;
  /**
   * Further origins the apps' pages may fetch from and show images of under their Content-Security-Policy
   * (CSP_CONNECT_SOURCES, comma-separated, e.g. https://api.example.com): an API host of its own (apps built
   * with VITE_API_HOST), or where a MAP_STYLE_URL style takes its tiles, sprites or glyphs when they are not on
   * the style's own host. Empty when not set.
   */
  cspConnectSources: readonly string[];
  amapKey: string | null;
  /**
   * Behind a reverse proxy: which proxies may say the client's address in X-Forwarded-For (per-address limits):
   * TRUST_PROXY, a hop count or proxy addresses (see TrustProxy); false → the socket's address.
   */
  trustProxy: TrustProxy;
  /** The country calling codes login codes may go to (SMS_COUNTRIES, comma-separated; DEFAULT_SMS_COUNTRIES). */
  smsCountries: readonly string[];
  /** Request sizes and client time-outs (HTTP_*; DEFAULT_HTTP_LIMITS for each one not set). */
  httpLimits: HttpLimits;
  /** Login codes one address may ask for per hour, whatever the phones (SMS_CODES_PER_ADDRESS_PER_HOUR, default 20). */
  smsCodesPerAddressPerHour: number;
  /** Writes per user and per address in each window (RATE_LIMIT_*; DEFAULT_RATE_LIMITS for each one not set). */
  rateLimits: RateLimits;
  /** Unpaid orders one traveller and one device may hold (UNPAID_ORDERS_PER_TRAVELLER, UNPAID_ORDERS_PER_DEVICE; default 3 each). */
  unpaidOrderCaps: UnpaidOrderCaps;
  /**
   * The link that opens the WeChat mini-program (GET /api/act/wx_link/): a URL Scheme
   * ('weixin://dl/business/?t=…') or an https URL Link; null → the mini-program is not available yet.
   */
  wxMiniprogramLink: string | null;
  /**
   * How travellers reach customer support (SUPPORT_PHONE, SUPPORT_WECHAT_URL, SUPPORT_EMAIL), or null when none is
   * set: then the information pages and the apps leave out what they say about support.
   */
  support: SupportContact | null;
  /**
   * The protected numbers of the local privacy-number provider (PRIVACY_NUMBER_POOL, comma-separated digits),
   * which connects travellers and shops for call_bind; DEFAULT_PRIVACY_NUMBER_POOL when not set.
   */
  privacyNumberPool: readonly string[];
  /** Who gives call_bind's protected numbers: the local pool (default), or Alibaba Cloud's Dypls with its account. */
  privacy: PrivacyConfig;
  /** The two-factor identity check of real-name verification (IDENTITY_PROVIDER, TENCENT_FACEID_*); local by default. */
  identityCheck: IdentityCheckConfig;
  /**
   * Encrypts and keys the stored ID numbers (IDENTITY_ENCRYPTION_KEY, 32 bytes in base64); null → a key made
   * from the server secret in the database (development; production refuses it). Never logged; keep it.
   */
  identityEncryptionKey: Buffer | null;
  /** Who sends the login codes: the local outbox (default), or Tencent Cloud SMS with its account settings. */
  sms: SmsConfig;
  /** Who takes the payments: the local sandbox (default) or WeChat Pay JSAPI with its merchant settings. */
  pay: PayConfig;
  /** The WeChat official account (WX_*): null → the server's local WeChat (authorisation page at WeChat's path). */
  wechat: WechatConfig | null;
  /** Who sends emails (invoices): the local outbox (default), or a mail server when SMTP_URL is set. */
  email: EmailConfig;
  /** The seller on the invoices the local invoice provider issues (INVOICE_SELLER_NAME, INVOICE_SELLER_TAX_ID). */
  invoiceSeller: InvoiceSeller;
  /**
   * The bearer token that opens GET /metrics to any address (METRICS_TOKEN, at least 16 characters); null →
   * /metrics answers only loopback callers.
   */
  metricsToken: string | null;
  /** NODE_ENV=production, and whether ALLOW_DEMO=true lets demo settings and demo accounts through there. */
  demoMode: DemoSettingsMode;
  /** DEV_CLOCK=true: the server's clock can be moved forward by POST /api/dev/clock/ (browser journeys). */
  devClock: boolean;
  /**
   * What a promoter earns per completed order of a traveller they brought (REWARD_PERCENT of what was paid,
   * at most REWARD_CAP_FEN fen); DEFAULT_REWARD_RULE for each one not set.
   */
  rewardRule: RewardRule;
  /** Who pays withdrawals out (PAYOUT_PROVIDER): the sandbox, which pays after PAYOUT_SANDBOX_DELAY_MS, or WeChat's transfer to balance. */
  payout: PayoutConfig;
  /** The most one traveller may withdraw per Asia/Shanghai day, fen (WITHDRAWAL_DAILY_MAX_FEN). */
  withdrawalDailyMaxFen: number;
}

/** The email sender's settings: SMTP_URL (null → the local outbox) and EMAIL_FROM. */
export interface EmailConfig {
  /** smtp:// or smtps:// with user and password: a secret, never logged. */
  smtpUrl: string | null;
  /** The sender ('Name <address>' or an address). */
  from: string;
}

/** The company that sells the storage and issues the invoices. */
export interface InvoiceSeller {
  name: string;
  /** Its unified social credit code (taxpayer id, GB 32100-2015). */
  taxId: string;
}

export { SAMPLE_INVOICE_SELLER } from './sample-invoice-seller';

/** The sender of emails when EMAIL_FROM is not set. */
export const DEFAULT_EMAIL_FROM = '行李寄存 Luggage storage <no-reply@localhost>';

/** The official account behind WeChat authorisation, the JS-SDK and scene QR codes (WX_*). */
export interface WechatConfig {
  appId: string;
  /** The account's AppSecret: never logged. */
  appSecret: string;
  /** Where the authorisation page is: https://open.weixin.qq.com, or the simulator. */
  oauthBaseUrl: string;
  /** Where the server APIs are: https://api.weixin.qq.com, or the simulator. */
  apiBaseUrl: string;
  /**
   * The account's message-push Token (WX_TOKEN): signs what WeChat pushes to POST /api/wx/event/ (follows
   * through a scene QR); never logged. null → that route is not served.
   */
  messageToken: string | null;
}

/** The payment provider and its settings (PAY_PROVIDER, SANDBOX_PAY_SECRET and WECHAT_PAY_*). */
export type PayConfig =
  | { provider: 'sandbox'; /** Signs the sandbox's notifications; null → a random secret per process. */ sandboxSecret: string | null }
  | {
      provider: 'wechat';
      appId: string;
      mchId: string;
      /** Serial number of the merchant API certificate (goes into each request's Authorization). */
      merchantSerialNo: string;
      /** The merchant API private key, PEM. */
      merchantPrivateKey: string;
      /** The 32-character APIv3 key that decrypts notifications. */
      apiV3Key: string;
      /** WeChat Pay's platform public key (or certificate), PEM: verifies notifications. */
      platformPublicKey: string;
      /** Its serial (Wechatpay-Serial of the notifications). */
      platformSerialNo: string;
      /** Our https URL of POST /api/pay/notify/wechat/ (http only on a loopback host, for the simulator). */
      notifyUrl: string;
      /** Where WeChat Pay's API is: https://api.mch.weixin.qq.com, or the simulator. */
      baseUrl: string;
    };

/** The SMS provider and, for Tencent Cloud SMS, its account (SMS_PROVIDER and TENCENT_SMS_*). */
export type SmsConfig =
  | { provider: 'outbox' }
  | { provider: 'tencent'; secretId: string; secretKey: string; sdkAppId: string; signName: string; templateId: string };

/** The privacy-number provider and, for Alibaba Cloud's Dypls (号码隐私保护), its account (PRIVACY_PROVIDER and ALIYUN_*). */
export type PrivacyConfig =
  | { provider: 'local' }
  | {
      provider: 'aliyun';
      accessKeyId: string;
      /** Signs the requests: never logged. */
      accessKeySecret: string;
      /** The number pool's key (号码池Key). */
      poolKey: string;
      /** Where the Dypls API is: https://dyplsapi.aliyuncs.com, or a local stand-in. */
      endpoint: string;
      /** The city whose numbers to give first (ExpectCity, e.g. 上海); null → any of the pool. */
      expectCity: string | null;
    };

/** The identity-check provider and, for Tencent Cloud FaceID's IdCardVerification, its account (IDENTITY_PROVIDER and TENCENT_FACEID_*). */
export type IdentityCheckConfig =
  | { provider: 'local' }
  | {
      provider: 'tencent';
      secretId: string;
      /** Signs the requests: never logged. */
      secretKey: string;
      /** Where the FaceID API is: https://faceid.tencentcloudapi.com, or a local stand-in. */
      endpoint: string;
    };

/** The Tencent Cloud FaceID settings, each with its variable: all required when IDENTITY_PROVIDER is tencent. */
const TENCENT_FACEID_SETTINGS = {
  secretId: 'TENCENT_FACEID_SECRET_ID',
  secretKey: 'TENCENT_FACEID_SECRET_KEY',
} as const;

/** The Alibaba Cloud Dypls settings, each with its variable: all required when PRIVACY_PROVIDER is aliyun. */
const ALIYUN_PLS_SETTINGS = {
  accessKeyId: 'ALIYUN_ACCESS_KEY_ID',
  accessKeySecret: 'ALIYUN_ACCESS_KEY_SECRET',
  poolKey: 'ALIYUN_PLS_POOL_KEY',
} as const;

/** The Tencent Cloud SMS settings, each with its variable: all required when SMS_PROVIDER is tencent. */
const TENCENT_SMS_SETTINGS = {
  secretId: 'TENCENT_SMS_SECRET_ID',
  secretKey: 'TENCENT_SMS_SECRET_KEY',
  sdkAppId: 'TENCENT_SMS_SDK_APP_ID',
  signName: 'TENCENT_SMS_SIGN_NAME',
  templateId: 'TENCENT_SMS_TEMPLATE_ID',
} as const;

/** The WeChat Pay settings, each with its variable: all required when PAY_PROVIDER is wechat. */
const WECHAT_PAY_SETTINGS = {
  appId: 'WECHAT_PAY_APP_ID',
  mchId: 'WECHAT_PAY_MCH_ID',
  merchantSerialNo: 'WECHAT_PAY_MERCHANT_SERIAL_NO',
  merchantPrivateKey: 'WECHAT_PAY_PRIVATE_KEY',
  apiV3Key: 'WECHAT_PAY_API_V3_KEY',
  platformPublicKey: 'WECHAT_PAY_PLATFORM_PUBLIC_KEY',
  platformSerialNo: 'WECHAT_PAY_PLATFORM_SERIAL_NO',
  notifyUrl: 'WECHAT_PAY_NOTIFY_URL',
} as const;

/** The variables of a provider's settings (TENCENT_SMS_SETTINGS, WECHAT_PAY_SETTINGS, ALIYUN_PLS_SETTINGS, TENCENT_FACEID_SETTINGS) by setting name. */
type ProviderSettings = Record<
  string,
  | (typeof TENCENT_SMS_SETTINGS)[keyof typeof TENCENT_SMS_SETTINGS]
  | (typeof WECHAT_PAY_SETTINGS)[keyof typeof WECHAT_PAY_SETTINGS]
  | (typeof ALIYUN_PLS_SETTINGS)[keyof typeof ALIYUN_PLS_SETTINGS]
  | (typeof TENCENT_FACEID_SETTINGS)[keyof typeof TENCENT_FACEID_SETTINGS]
>;

/** A PEM block; '\\n' escapes (one-line environment values) become newlines. */
const pem = (kind: string) =>
  optional(
    z
      .string()
      .transform((value) => value.replaceAll('\\n', '\n'))
      .pipe(z.string().regex(new RegExp(`-----BEGIN [A-Z ]*(?:${kind})[A-Z ]*-----`), `must be a PEM ${kind.toLowerCase()}`)),
  );

/** AMap's street-map raster tiles (GCJ-02) on its four tile hosts; the map fills in {lang} (zh_cn or en). */
export const AMAP_TILES = [1, 2, 3, 4].map(
  (host) => `https://webrd0${host}.is.autonavi.com/appmaptile?lang={lang}&size=1&scale=1&style=8&x={x}&y={y}&z={z}`,
);

/** The variables that each choose a basemap: at most one may be set. */
const BASEMAP_VARIABLES = ['MAP_STYLE_URL', 'MAP_AMAP_TILES', 'MAPBOX_TOKEN'] as const;

/** Hosts that never leave the machine: the only ones a notify URL may reach over plain http. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http(s) base URL without a trailing slash; `fallback` when unset. */
const baseUrl = (fallback: string) =>
  optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })).transform((value) => (value ?? fallback).replace(/\/+$/, ''));

/** Unset and empty variables both mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const port = (fallback: number) =>
  optional(z.coerce.number({ error: 'must be a port number (1–65535)' }).int('must be a port number (1–65535)').min(1, 'must be a port number (1–65535)').max(65535, 'must be a port number (1–65535)')).transform(
    (value) => value ?? fallback,
  );
/** A whole number from `min` to `max`; `fallback` when unset. */
const count = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return optional(z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)).transform((value) => value ?? fallback);
};
const folder = (fallback: string) =>
  optional(z.string()).transform((value) => (value === undefined ? fallback : isAbsolute(value) ? value : resolve(value)));

const environmentSchema = z
  .object({
    PORT_CONSUMER: port(3000),
    PORT_BUSINESS: port(3001),
    HOST: optional(z.string().regex(/^[A-Za-z0-9.:-]+$/, 'must be a host name or IP address such as 127.0.0.1 or 0.0.0.0')).transform(
      (value) => value ?? '127.0.0.1',
    ),
    DATA_DIR: folder(join(serverPaths.repoRoot, '.data')),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform((value) => value ?? 'info'),
    LOG_FORMAT: optional(z.enum(['json', 'pretty'])),
    CONSUMER_DIST: folder(serverPaths.consumerDist),
    BUSINESS_DIST: folder(serverPaths.businessDist),
    MAPBOX_TOKEN: optional(z.string()),
    MAP_STYLE_URL: optional(z.string().regex(/^(https?:\/\/[^\s/]+|\/)\S*$/, 'must be an http(s) URL or a path starting with /')),
    MAP_AMAP_TILES: optional(
      z
        .string()
        .refine(
          (value) => value === 'on' || (/^https?:\/\/\S+$/.test(value) && ['{x}', '{y}', '{z}'].every((part) => value.includes(part))),
          'must be on, or an http(s) tile URL template with {x}, {y} and {z}',
        ),
    ),
    CSP_CONNECT_SOURCES: optional(
      z
        .string()
        .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d+)?(,https?:\/\/[A-Za-z0-9.-]+(:\d+)?)*$/, 'must be comma-separated origins such as https://tiles.example.com')
        .transform((value) => [...new Set(value.split(','))]),
    ).transform((value) => value ?? []),
    AMAP_KEY: optional(z.string()),
    WX_MINIPROGRAM_LINK: optional(
      z.url({ protocol: /^(weixin|https)$/, error: 'must be a weixin:// URL Scheme or an https:// URL Link' }),
    ),
    SUPPORT_PHONE: optional(supportContactSchema.shape.phone.unwrap()),
    SUPPORT_WECHAT_URL: optional(supportContactSchema.shape.wechatUrl.unwrap()),
    SUPPORT_EMAIL: optional(supportContactSchema.shape.email.unwrap()),
    TRUST_PROXY: optional(trustProxySetting).transform((value) => value ?? false),
    SMS_COUNTRIES: optional(
      z
        .string()
        .regex(/^[1-9]\d{0,3}(,[1-9]\d{0,3})*$/, 'must be comma-separated country calling codes without + (e.g. 86,852,853,886)')
        .transform((value) => [...new Set(value.split(','))]),
    ).transform((value) => value ?? DEFAULT_SMS_COUNTRIES),
    HTTP_MAX_HEADER_BYTES: count(1_024, 1_048_576, DEFAULT_HTTP_LIMITS.maxHeaderBytes),
    HTTP_MAX_BODY_BYTES: count(1_024, 1_048_576, DEFAULT_HTTP_LIMITS.maxBodyBytes),
    HTTP_MAX_URL_LENGTH: count(256, 1_048_576, DEFAULT_HTTP_LIMITS.maxUrlLength),
    HTTP_HEADERS_TIMEOUT_MS: count(100, 600_000, DEFAULT_HTTP_LIMITS.headersTimeoutMs),
    HTTP_REQUEST_TIMEOUT_MS: count(100, 3_600_000, DEFAULT_HTTP_LIMITS.requestTimeoutMs),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: count(100, 3_600_000, DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs),
    HTTP_IDLE_TIMEOUT_MS: count(100, 3_600_000, DEFAULT_HTTP_LIMITS.idleTimeoutMs),
    SMS_CODES_PER_ADDRESS_PER_HOUR: optional(z.coerce.number().int().min(1).max(100_000)).transform(
      (value) => value ?? SMS_CODES_PER_ADDRESS_PER_HOUR,
    ),
    RATE_LIMIT_WINDOW_SECONDS: count(1, 86_400, DEFAULT_RATE_LIMITS.windowSeconds),
    RATE_LIMIT_WRITES_PER_USER: count(1, 1_000_000, DEFAULT_RATE_LIMITS.writesPerUser),
    RATE_LIMIT_WRITES_PER_ADDRESS: count(1, 1_000_000, DEFAULT_RATE_LIMITS.writesPerAddress),
    RATE_LIMIT_CHECKOUTS_PER_USER: count(1, 1_000_000, DEFAULT_RATE_LIMITS.checkoutsPerUser),
    RATE_LIMIT_CHECKOUTS_PER_ADDRESS: count(1, 1_000_000, DEFAULT_RATE_LIMITS.checkoutsPerAddress),
    RATE_LIMIT_ADD_ORDERS_PER_USER: count(1, 1_000_000, DEFAULT_RATE_LIMITS.addOrdersPerUser),
    RATE_LIMIT_ADD_ORDERS_PER_ADDRESS: count(1, 1_000_000, DEFAULT_RATE_LIMITS.addOrdersPerAddress),
    UNPAID_ORDERS_PER_TRAVELLER: count(1, 1_000, DEFAULT_UNPAID_ORDER_CAPS.perTraveller),
    UNPAID_ORDERS_PER_DEVICE: count(1, 1_000, DEFAULT_UNPAID_ORDER_CAPS.perDevice),
    PRIVACY_NUMBER_POOL: optional(
      z
        .string()
        .regex(/^\d{5,15}(,\d{5,15})*$/, 'must be comma-separated phone numbers (digits)')
        .transform((value) => value.split(',')),
    ).transform((value) => value ?? DEFAULT_PRIVACY_NUMBER_POOL),
    PRIVACY_PROVIDER: optional(z.enum(['local', 'aliyun'])).transform((value) => value ?? 'local'),
    ALIYUN_ACCESS_KEY_ID: optional(z.string().regex(/^[0-9A-Za-z]{8,64}$/, 'must be an AccessKey ID (letters and digits)')),
    ALIYUN_ACCESS_KEY_SECRET: optional(z.string()),
    ALIYUN_PLS_POOL_KEY: optional(z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'must be the number pool key (号码池Key, e.g. FC100000012345678)')),
    ALIYUN_PLS_ENDPOINT: baseUrl('https://dyplsapi.aliyuncs.com'),
    ALIYUN_PLS_EXPECT_CITY: optional(z.string().max(20, 'must be a city name such as 上海')),
    IDENTITY_PROVIDER: optional(z.enum(['local', 'tencent'])).transform((value) => value ?? 'local'),
    TENCENT_FACEID_SECRET_ID: optional(z.string().regex(/^[0-9A-Za-z]{8,64}$/, 'must be a SecretId (letters and digits)')),
    TENCENT_FACEID_SECRET_KEY: optional(z.string()),
    TENCENT_FACEID_ENDPOINT: baseUrl('https://faceid.tencentcloudapi.com'),
    IDENTITY_ENCRYPTION_KEY: optional(
      z
        .string()
        .refine((value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)')
        .transform((value) => Buffer.from(value, 'base64')),
    ),
    SMS_PROVIDER: optional(z.enum(['outbox', 'tencent'])).transform((value) => value ?? 'outbox'),
    TENCENT_SMS_SECRET_ID: optional(z.string()),
    TENCENT_SMS_SECRET_KEY: optional(z.string()),
    TENCENT_SMS_SDK_APP_ID: optional(z.string().regex(/^\d+$/, 'must be the SMS application id (digits)')),
    TENCENT_SMS_SIGN_NAME: optional(z.string()),
    TENCENT_SMS_TEMPLATE_ID: optional(z.string().regex(/^\d+$/, 'must be the template id (digits)')),
    PAY_PROVIDER: optional(z.enum(['sandbox', 'wechat'])).transform((value) => value ?? 'sandbox'),
    SANDBOX_PAY_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    WECHAT_PAY_APP_ID: optional(z.string().regex(/^wx[0-9a-z]{16}$/, 'must be a WeChat app id (wx + 16 letters or digits)')),
    WECHAT_PAY_MCH_ID: optional(z.string().regex(/^\d{6,12}$/, 'must be the merchant id (digits)')),
    WECHAT_PAY_MERCHANT_SERIAL_NO: optional(z.string().regex(/^[0-9A-Fa-f]{8,64}$/, 'must be a certificate serial number (hex)')),
    WECHAT_PAY_PRIVATE_KEY: pem('PRIVATE KEY'),
    WECHAT_PAY_API_V3_KEY: optional(z.string().length(32, 'must be 32 characters')),
    WECHAT_PAY_PLATFORM_PUBLIC_KEY: pem('PUBLIC KEY|CERTIFICATE'),
    WECHAT_PAY_PLATFORM_SERIAL_NO: optional(z.string().regex(/^[\w-]{8,64}$/, 'must be the platform key or certificate serial')),
    WECHAT_PAY_NOTIFY_URL: optional(
      z
        .url({ protocol: /^https?$/, error: 'must be an https:// URL' })
        .refine((value) => value.startsWith('https:') || LOOPBACK_HOSTS.has(new URL(value).hostname), 'must be an https:// URL'),
    ),
    WECHAT_PAY_BASE_URL: baseUrl('https://api.mch.weixin.qq.com'),
    WX_APP_ID: optional(z.string().regex(/^wx[0-9a-z]{16}$/, 'must be a WeChat app id (wx + 16 letters or digits)')),
    WX_APP_SECRET: optional(z.string().regex(/^[0-9a-zA-Z]{16,64}$/, 'must be the AppSecret (letters and digits)')),
    WX_OAUTH_BASE_URL: baseUrl('https://open.weixin.qq.com'),
    WX_API_BASE_URL: baseUrl('https://api.weixin.qq.com'),
    WX_TOKEN: optional(z.string().regex(/^[0-9A-Za-z]{3,32}$/, 'must be the message-push Token (3–32 letters or digits)')),
    METRICS_TOKEN: optional(z.string().regex(/^[\x21-\x7e]{16,200}$/, 'must be 16–200 printable characters without spaces')),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    EMAIL_FROM: optional(z.string().min(3).max(200)).transform((value) => value ?? DEFAULT_EMAIL_FROM),
    ALLOW_DEMO: optional(z.enum(['true', 'false'], { error: 'must be true or false' })).transform((value) => value === 'true'),
    DEV_CLOCK: optional(z.enum(['true', 'false'], { error: 'must be true or false' })).transform((value) => value === 'true'),
    REWARD_PERCENT: count(0, 100, DEFAULT_REWARD_RULE.percent),
    REWARD_CAP_FEN: count(0, 10_000_000, DEFAULT_REWARD_RULE.capFen),
    PAYOUT_PROVIDER: optional(z.enum(['sandbox', 'wechat'], { error: 'must be sandbox or wechat' })).transform((value) => value ?? 'sandbox'),
    WECHAT_TRANSFER_SCENE_ID: optional(z.string().regex(/^\d{1,36}$/, 'must be the transfer scene id (digits, e.g. 1000)')),
    WECHAT_TRANSFER_NOTIFY_URL: optional(
      z
        .url({ protocol: /^https?$/, error: 'must be an https:// URL' })
        .refine((value) => value.startsWith('https:') || LOOPBACK_HOSTS.has(new URL(value).hostname), 'must be an https:// URL'),
    ),
    PAYOUT_SANDBOX_DELAY_MS: count(0, 3_600_000, DEFAULT_SANDBOX_PAYOUT_DELAY_MS),
    WITHDRAWAL_DAILY_MAX_FEN: count(100, 100_000_000, DEFAULT_WITHDRAWAL_DAILY_MAX_FEN),
    INVOICE_SELLER_NAME: optional(z.string().trim().min(1).max(100)).transform((value) => value ?? SAMPLE_INVOICE_SELLER.name),
    INVOICE_SELLER_TAX_ID: optional(
      z.string().refine((value) => creditCodeRefusal(value) === null, 'must be a unified social credit code (18 characters, valid check character)'),
    ).transform((value) => value ?? SAMPLE_INVOICE_SELLER.taxId),
  })
  .superRefine((env, context) => {
    if (env.PRIVACY_PROVIDER === 'aliyun') requireSettings(env, context, ALIYUN_PLS_SETTINGS, 'PRIVACY_PROVIDER is aliyun');
    if (env.SMS_PROVIDER === 'tencent') requireSettings(env, context, TENCENT_SMS_SETTINGS, 'SMS_PROVIDER is tencent');
    if (env.IDENTITY_PROVIDER === 'tencent') requireSettings(env, context, TENCENT_FACEID_SETTINGS, 'IDENTITY_PROVIDER is tencent');
    if (env.PAYOUT_PROVIDER === 'wechat') {
      for (const name of ['WECHAT_TRANSFER_SCENE_ID', 'WECHAT_TRANSFER_NOTIFY_URL'] as const) {
        if (env[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: 'required when PAYOUT_PROVIDER is wechat' });
      }
      // Transfers are paid from the WeChat Pay merchant, to openids of the same app.
      if (env.PAY_PROVIDER !== 'wechat') context.addIssue({ code: 'custom', path: ['PAY_PROVIDER'], message: 'must be wechat when PAYOUT_PROVIDER is wechat' });
    }
    if (env.PAY_PROVIDER === 'wechat') {
      requireSettings(env, context, WECHAT_PAY_SETTINGS, 'PAY_PROVIDER is wechat');
      // JSAPI pays as the openid the account's authorisation gave: the same app id on both sides.
      if (env.WX_APP_ID === undefined) context.addIssue({ code: 'custom', path: ['WX_APP_ID'], message: 'required when PAY_PROVIDER is wechat' });
      else if (env.WECHAT_PAY_APP_ID !== undefined && env.WECHAT_PAY_APP_ID !== env.WX_APP_ID) {
        context.addIssue({ code: 'custom', path: ['WECHAT_PAY_APP_ID'], message: 'must be the same app id as WX_APP_ID' });
      }
    }
    const basemaps = BASEMAP_VARIABLES.filter((name) => env[name] !== undefined);
    if (basemaps.length > 1) context.addIssue({ code: 'custom', path: [basemaps[1] ?? ''], message: `set only one of ${basemaps.join(', ')}` });
    if ((env.WX_APP_ID === undefined) !== (env.WX_APP_SECRET === undefined)) {
      context.addIssue({ code: 'custom', path: [env.WX_APP_ID === undefined ? 'WX_APP_ID' : 'WX_APP_SECRET'], message: 'WX_APP_ID and WX_APP_SECRET go together' });
    }
    if (env.WX_TOKEN !== undefined && env.WX_APP_ID === undefined) context.addIssue({ code: 'custom', path: ['WX_TOKEN'], message: 'needs WX_APP_ID and WX_APP_SECRET' });
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      context.addIssue({ code: 'custom', path: ['HTTP_HEADERS_TIMEOUT_MS'], message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS' });
    }
  })
  .refine((env) => env.PORT_CONSUMER !== env.PORT_BUSINESS, {
    path: ['PORT_BUSINESS'],
    message: 'must differ from PORT_CONSUMER',
  });

/** Never echoed in error messages: they may carry passwords or tokens. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'MAPBOX_TOKEN', 'AMAP_KEY', 'TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET',
  'TENCENT_FACEID_SECRET_ID', 'TENCENT_FACEID_SECRET_KEY', 'IDENTITY_ENCRYPTION_KEY',
  'SANDBOX_PAY_SECRET', 'WECHAT_PAY_PRIVATE_KEY', 'WECHAT_PAY_API_V3_KEY', 'WX_APP_SECRET', 'WX_TOKEN', 'METRICS_TOKEN']);

/** Thrown by {@link loadConfig}; `message` lists every bad variable on its own line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment and returns the server's settings, or throws a {@link ConfigError}. */
export function loadConfig(env: Record<string, string | undefined>, isTerminal = false): ServerConfig {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const shown = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(env[name])})`;
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = result.data;
  const config = configOf(value, isTerminal, { isProduction: env.NODE_ENV === 'production', allowDemo: value.ALLOW_DEMO });
  const refusals = demoSettingsRefusals(config, config.demoMode);
  if (refusals.length > 0) throw new ConfigError(demoSettingsMessage(refusals));
  return config;
}

/** The server's settings of a validated environment. */
function configOf(value: Environment, isTerminal: boolean, demoMode: DemoSettingsMode): ServerConfig {
  return {
    host: value.HOST,
    consumerPort: value.PORT_CONSUMER,
    businessPort: value.PORT_BUSINESS,
    dataDir: value.DATA_DIR,
    databaseUrl: value.DATABASE_URL ?? null,
    logLevel: value.LOG_LEVEL,
    logFormat: value.LOG_FORMAT ?? (isTerminal ? 'pretty' : 'json'),
    consumerDist: value.CONSUMER_DIST,
    businessDist: value.BUSINESS_DIST,
    basemap: basemapOf(value),
    cspConnectSources: value.CSP_CONNECT_SOURCES,
    amapKey: value.AMAP_KEY ?? null,
    wxMiniprogramLink: value.WX_MINIPROGRAM_LINK ?? null,
    support:
      value.SUPPORT_PHONE || value.SUPPORT_WECHAT_URL || value.SUPPORT_EMAIL
        ? { phone: value.SUPPORT_PHONE ?? null, wechatUrl: value.SUPPORT_WECHAT_URL ?? null, email: value.SUPPORT_EMAIL ?? null }
        : null,
    trustProxy: value.TRUST_PROXY,
    smsCountries: value.SMS_COUNTRIES,
    httpLimits: {
      maxHeaderBytes: value.HTTP_MAX_HEADER_BYTES,
      maxBodyBytes: value.HTTP_MAX_BODY_BYTES,
      maxUrlLength: value.HTTP_MAX_URL_LENGTH,
      headersTimeoutMs: value.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: value.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: value.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: value.HTTP_IDLE_TIMEOUT_MS,
    },
    smsCodesPerAddressPerHour: value.SMS_CODES_PER_ADDRESS_PER_HOUR,
    rateLimits: {
      windowSeconds: value.RATE_LIMIT_WINDOW_SECONDS,
      writesPerUser: value.RATE_LIMIT_WRITES_PER_USER,
      writesPerAddress: value.RATE_LIMIT_WRITES_PER_ADDRESS,
      checkoutsPerUser: value.RATE_LIMIT_CHECKOUTS_PER_USER,
      checkoutsPerAddress: value.RATE_LIMIT_CHECKOUTS_PER_ADDRESS,
      addOrdersPerUser: value.RATE_LIMIT_ADD_ORDERS_PER_USER,
      addOrdersPerAddress: value.RATE_LIMIT_ADD_ORDERS_PER_ADDRESS,
    },
    unpaidOrderCaps: { perTraveller: value.UNPAID_ORDERS_PER_TRAVELLER, perDevice: value.UNPAID_ORDERS_PER_DEVICE },
    privacyNumberPool: value.PRIVACY_NUMBER_POOL,
    privacy: privacyConfigOf(value),
    identityCheck: identityCheckConfigOf(value),
    identityEncryptionKey: value.IDENTITY_ENCRYPTION_KEY ?? null,
    sms: smsConfigOf(value),
    pay: payConfigOf(value),
    wechat:
      value.WX_APP_ID && value.WX_APP_SECRET
        ? {
            appId: value.WX_APP_ID,
            appSecret: value.WX_APP_SECRET,
            oauthBaseUrl: value.WX_OAUTH_BASE_URL,
            apiBaseUrl: value.WX_API_BASE_URL,
            messageToken: value.WX_TOKEN ?? null,
          }
        : null,
    email: { smtpUrl: value.SMTP_URL ?? null, from: value.EMAIL_FROM },
    invoiceSeller: { name: value.INVOICE_SELLER_NAME, taxId: value.INVOICE_SELLER_TAX_ID },
    metricsToken: value.METRICS_TOKEN ?? null,
    demoMode,
    devClock: value.DEV_CLOCK,
    rewardRule: { percent: value.REWARD_PERCENT, capFen: value.REWARD_CAP_FEN },
    payout: payoutConfigOf(value),
    withdrawalDailyMaxFen: value.WITHDRAWAL_DAILY_MAX_FEN,
  };
}

/** The basemap of a validated environment (the refinement guarantees at most one is chosen). */
function basemapOf(value: Environment): ClientBasemap {
  if (value.MAP_STYLE_URL !== undefined) return { kind: 'style', styleUrl: value.MAP_STYLE_URL };
  if (value.MAP_AMAP_TILES !== undefined) return { kind: 'amap', tiles: value.MAP_AMAP_TILES === 'on' ? AMAP_TILES : [value.MAP_AMAP_TILES] };
  if (value.MAPBOX_TOKEN !== undefined) return { kind: 'mapbox', token: value.MAPBOX_TOKEN };
  return { kind: 'offline' };
}

/** The payment settings of a validated environment. */
function payConfigOf(value: Environment): PayConfig {
  if (value.PAY_PROVIDER === 'sandbox') return { provider: 'sandbox', sandboxSecret: value.SANDBOX_PAY_SECRET ?? null };
  return { provider: 'wechat', ...settingsOf(value, WECHAT_PAY_SETTINGS), baseUrl: value.WECHAT_PAY_BASE_URL };
}

/** The payout settings of a validated environment (the refinement guarantees wechat's settings). */
function payoutConfigOf(value: Environment): PayoutConfig {
  const sandboxDelayMs = value.PAYOUT_SANDBOX_DELAY_MS;
  if (value.PAYOUT_PROVIDER === 'sandbox' || value.WECHAT_TRANSFER_SCENE_ID === undefined || value.WECHAT_TRANSFER_NOTIFY_URL === undefined) return { provider: 'sandbox', sandboxDelayMs };
  return { provider: 'wechat', sandboxDelayMs, sceneId: value.WECHAT_TRANSFER_SCENE_ID, notifyUrl: value.WECHAT_TRANSFER_NOTIFY_URL };
}

/** The privacy-number settings of a validated environment. */
function privacyConfigOf(value: Environment): PrivacyConfig {
  if (value.PRIVACY_PROVIDER === 'local') return { provider: 'local' };
  return { provider: 'aliyun', ...settingsOf(value, ALIYUN_PLS_SETTINGS), endpoint: value.ALIYUN_PLS_ENDPOINT, expectCity: value.ALIYUN_PLS_EXPECT_CITY ?? null };
}

/** The identity-check settings of a validated environment. */
function identityCheckConfigOf(value: Environment): IdentityCheckConfig {
  if (value.IDENTITY_PROVIDER === 'local') return { provider: 'local' };
  return { provider: 'tencent', ...settingsOf(value, TENCENT_FACEID_SETTINGS), endpoint: value.TENCENT_FACEID_ENDPOINT };
}

/** The SMS settings of a validated environment. */
function smsConfigOf(value: Environment): SmsConfig {
  if (value.SMS_PROVIDER === 'outbox') return { provider: 'outbox' };
  return { provider: 'tencent', ...settingsOf(value, TENCENT_SMS_SETTINGS) };
}

/** A validated environment. */
type Environment = z.output<typeof environmentSchema>;

/** Adds an issue 'required when <when>' for each variable of the chosen provider's `settings` that is not set. */
function requireSettings(env: Environment, context: z.RefinementCtx, settings: ProviderSettings, when: string): void {
  for (const name of Object.values(settings)) {
    if (env[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: `required when ${when}` });
  }
}

/** The chosen provider's settings read from their variables (the refinement guarantees every one is set). */
function settingsOf<Settings extends ProviderSettings>(value: Environment, settings: Settings): { [Setting in keyof Settings]: string } {
  return Object.fromEntries(Object.entries(settings).map(([setting, name]) => [setting, value[name] ?? ''])) as { [Setting in keyof Settings]: string };
}
