import { describe, expect, it } from 'vitest';
import { readSimEnv } from './read-sim-env';
import { keys } from './test/sim-fixture';
import { wechatSimEnv } from './wechat-sim-env';

describe('the environment of node dist/main.js', () => {
  it('reads back what wechatSimEnv writes, PEMs with their newlines restored', () => {
    const env = wechatSimEnv(keys, { port: 4010, notifyOrigin: 'http://127.0.0.1:3100' });
    expect(env.WXSIM_PLATFORM_PRIVATE_KEY).not.toContain('\n');
    const { options, port, host } = readSimEnv({ ...env, WXSIM_NOTIFY_RETRY_DELAYS_MS: '50,200', WXSIM_CODE_TTL_MS: '1000' });
    expect({ port, host }).toEqual({ port: 4010, host: '127.0.0.1' });
    expect(options).toEqual({
      appId: keys.appId,
      appSecret: keys.appSecret,
      mchId: keys.mchId,
      merchantPublicKey: keys.merchantPublicKey,
      merchantSerialNo: keys.merchantSerialNo,
      platformPrivateKey: keys.platformPrivateKey,
      platformSerialNo: keys.platformSerialNo,
      apiV3Key: keys.apiV3Key,
      codeTtlMs: 1000,
      notifyRetryDelaysMs: [50, 200],
      notifyOrigin: 'http://127.0.0.1:3100',
      logger: { level: 'warn' },
    });
  });

  it('names every missing or malformed variable', () => {
    const { WXSIM_APP_SECRET: _secret, WXSIM_API_V3_KEY: _key, ...rest } = wechatSimEnv(keys, { port: 4010 });
    expect(() => readSimEnv({ ...rest, WXSIM_PORT: 'http', WXSIM_NOTIFY_RETRY_DELAYS_MS: '5,x' })).toThrow(
      'wechat-sim: WXSIM_APP_SECRET is required; WXSIM_API_V3_KEY is required; WXSIM_PORT must be a port number; WXSIM_NOTIFY_RETRY_DELAYS_MS must be comma-separated ms',
    );
  });
});
