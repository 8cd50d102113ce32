import type { WechatSimKeys } from './create-wechat-sim-keys';

/**
 * The environment that starts `node dist/main.js` with `keys` (PEMs with their newlines escaped as '\n',
 * so the values fit one line of a .env file too), on `port`; `notifyOrigin` as in WechatSimOptions.
 */
export function wechatSimEnv(keys: WechatSimKeys, settings: { port: number; host?: string; notifyOrigin?: string }): Record<string, string> {
  const oneLine = (pem: string) => pem.replace(/\n/g, '\\n');
  return {
    WXSIM_PORT: String(settings.port),
    WXSIM_HOST: settings.host ?? '127.0.0.1',
    WXSIM_APP_ID: keys.appId,
    WXSIM_APP_SECRET: keys.appSecret,
    WXSIM_MCH_ID: keys.mchId,
    WXSIM_MERCHANT_PUBLIC_KEY: oneLine(keys.merchantPublicKey),
    WXSIM_MERCHANT_SERIAL_NO: keys.merchantSerialNo,
    WXSIM_PLATFORM_PRIVATE_KEY: oneLine(keys.platformPrivateKey),
    WXSIM_PLATFORM_SERIAL_NO: keys.platformSerialNo,
    WXSIM_API_V3_KEY: keys.apiV3Key,
    ...(settings.notifyOrigin ? { WXSIM_NOTIFY_ORIGIN: settings.notifyOrigin } : {}),
  };
}
