import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { serverPaths } from '../paths';

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
  mapboxToken: string | null;
  amapKey: string | null;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (per-address limits). */
  trustProxy: boolean;
  /**
   * The link that opens the WeChat mini-program (GET /api/act/wx_link/): a URL Scheme
   * ('weixin://dl/business/?t=…') or an https URL Link; null → the mini-program is not available yet.
   */
  wxMiniprogramLink: string | null;
  /** Who sends the login codes: the local outbox (default), or Tencent Cloud SMS with its account settings. */
  sms: SmsConfig;
}

/** The SMS provider and, for Tencent Cloud SMS, its account (SMS_PROVIDER and TENCENT_SMS_*). */
export type SmsConfig =
  | { provider: 'outbox' }
  | { provider: 'tencent'; secretId: string; secretKey: string; sdkAppId: string; signName: string; templateId: string };

/** The Tencent variables, all required when SMS_PROVIDER is tencent. */
const TENCENT_SMS_VARIABLES = [
  'TENCENT_SMS_SECRET_ID',
  'TENCENT_SMS_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
  'TENCENT_SMS_SIGN_NAME',
  'TENCENT_SMS_TEMPLATE_ID',
] as const;

/** Unset and empty variables both mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const port = (fallback: number) =>
  optional(z.coerce.number({ error: 'must be a port number (1–65535)' }).int('must be a port number (1–65535)').min(1, 'must be a port number (1–65535)').max(65535, 'must be a port number (1–65535)')).transform(
    (value) => value ?? fallback,
  );
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
    AMAP_KEY: optional(z.string()),
    WX_MINIPROGRAM_LINK: optional(
      z.url({ protocol: /^(weixin|https)$/, error: 'must be a weixin:// URL Scheme or an https:// URL Link' }),
    ),
    TRUST_PROXY: optional(z.enum(['true', 'false'], 'must be true or false')).transform((value) => value === 'true'),
    SMS_PROVIDER: optional(z.enum(['outbox', 'tencent'])).transform((value) => value ?? 'outbox'),
    TENCENT_SMS_SECRET_ID: optional(z.string()),
    TENCENT_SMS_SECRET_KEY: optional(z.string()),
    TENCENT_SMS_SDK_APP_ID: optional(z.string().regex(/^\d+$/, 'must be the SMS application id (digits)')),
    TENCENT_SMS_SIGN_NAME: optional(z.string()),
    TENCENT_SMS_TEMPLATE_ID: optional(z.string().regex(/^\d+$/, 'must be the template id (digits)')),
  })
  .superRefine((env, context) => {
    if (env.SMS_PROVIDER !== 'tencent') return;
    for (const name of TENCENT_SMS_VARIABLES) {
      if (env[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: 'required when SMS_PROVIDER is tencent' });
    }
  })
  .refine((env) => env.PORT_CONSUMER !== env.PORT_BUSINESS, {
    path: ['PORT_BUSINESS'],
    message: 'must differ from PORT_CONSUMER',
  });

/** Never echoed in error messages: they may carry passwords or tokens. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'MAPBOX_TOKEN', 'AMAP_KEY', 'TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY']);

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
    mapboxToken: value.MAPBOX_TOKEN ?? null,
    amapKey: value.AMAP_KEY ?? null,
    wxMiniprogramLink: value.WX_MINIPROGRAM_LINK ?? null,
    trustProxy: value.TRUST_PROXY,
    sms: smsConfigOf(value),
  };
}

/** The SMS settings of a validated environment (the refinement guarantees the Tencent values). */
function smsConfigOf(value: z.output<typeof environmentSchema>): SmsConfig {
  if (value.SMS_PROVIDER === 'outbox') return { provider: 'outbox' };
  const required = (name: (typeof TENCENT_SMS_VARIABLES)[number]) => value[name] ?? '';
  return {
    provider: 'tencent',
    secretId: required('TENCENT_SMS_SECRET_ID'),
    secretKey: required('TENCENT_SMS_SECRET_KEY'),
    sdkAppId: required('TENCENT_SMS_SDK_APP_ID'),
    signName: required('TENCENT_SMS_SIGN_NAME'),
    templateId: required('TENCENT_SMS_TEMPLATE_ID'),
  };
}
