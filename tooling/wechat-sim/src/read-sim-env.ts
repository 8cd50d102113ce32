import type { WechatSimOptions } from './wechat-sim-options';

/** The required variables of `node dist/main.js`. */
const REQUIRED = [
  'WXSIM_APP_ID',
  'WXSIM_APP_SECRET',
  'WXSIM_MCH_ID',
  'WXSIM_MERCHANT_PUBLIC_KEY',
  'WXSIM_MERCHANT_SERIAL_NO',
  'WXSIM_PLATFORM_PRIVATE_KEY',
  'WXSIM_PLATFORM_SERIAL_NO',
  'WXSIM_API_V3_KEY',
] as const;

/** A PEM from one line of an environment: literal '\n' escapes become newlines. */
const pemOf = (value: string) => value.replace(/\\n/g, '\n');

/**
 * The simulator's settings from the environment: the WXSIM_* above, WXSIM_PORT (default 4010), WXSIM_HOST
 * (default 127.0.0.1) and the optional WXSIM_CODE_TTL_MS, WXSIM_NOTIFY_RETRY_DELAYS_MS (comma-separated ms),
 * WXSIM_NOTIFY_ORIGIN and WXSIM_LOG_LEVEL. Throws naming every missing or malformed variable.
 */
export function readSimEnv(env: Record<string, string | undefined>): { options: WechatSimOptions; port: number; host: string } {
  const problems = REQUIRED.filter((name) => !env[name]).map((name) => `${name} is required`);
  const port = Number(env.WXSIM_PORT ?? '4010');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) problems.push('WXSIM_PORT must be a port number');
  const codeTtlMs = env.WXSIM_CODE_TTL_MS === undefined ? undefined : Number(env.WXSIM_CODE_TTL_MS);
  if (codeTtlMs !== undefined && !(codeTtlMs > 0)) problems.push('WXSIM_CODE_TTL_MS must be a positive number of ms');
  const delays = env.WXSIM_NOTIFY_RETRY_DELAYS_MS === undefined ? undefined : env.WXSIM_NOTIFY_RETRY_DELAYS_MS.split(',').filter(Boolean).map(Number);
  if (delays?.some((delay) => !(delay >= 0))) problems.push('WXSIM_NOTIFY_RETRY_DELAYS_MS must be comma-separated ms');
  if (problems.length > 0) throw new Error(`wechat-sim: ${problems.join('; ')}`);
  const value = (name: (typeof REQUIRED)[number]) => env[name] ?? '';
  return {
    port,
    host: env.WXSIM_HOST || '127.0.0.1',
    options: {
      appId: value('WXSIM_APP_ID'),
      appSecret: value('WXSIM_APP_SECRET'),
      mchId: value('WXSIM_MCH_ID'),
      merchantPublicKey: pemOf(value('WXSIM_MERCHANT_PUBLIC_KEY')),
      merchantSerialNo: value('WXSIM_MERCHANT_SERIAL_NO'),
      platformPrivateKey: pemOf(value('WXSIM_PLATFORM_PRIVATE_KEY')),
      platformSerialNo: value('WXSIM_PLATFORM_SERIAL_NO'),
      apiV3Key: value('WXSIM_API_V3_KEY'),
      ...(codeTtlMs === undefined ? {} : { codeTtlMs }),
      ...(delays === undefined ? {} : { notifyRetryDelaysMs: delays }),
      ...(env.WXSIM_NOTIFY_ORIGIN ? { notifyOrigin: env.WXSIM_NOTIFY_ORIGIN } : {}),
      logger: { level: env.WXSIM_LOG_LEVEL || 'warn' },
    },
  };
}
