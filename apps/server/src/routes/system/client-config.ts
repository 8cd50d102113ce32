import { clientConfigEndpoint, DEFAULT_SMS_COUNTRIES } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';

/** GET /api/config/: the basemap (offline unless configured), whether there is a mini-program, how to reach support, WeChat's authorisation page and the SMS countries, picked at run time. */
export const clientConfigRoute = defineRoute(clientConfigEndpoint, ({ context }) => ({
  basemap: context.config.basemap ?? { kind: 'offline' },
  hasMiniProgram: context.config.wxMiniprogramLink !== null,
  support: context.config.support ?? null,
  wechat: { appId: context.wechat.appId, authorizeUrl: context.wechat.authorizeUrl },
  smsCountries: [...(context.config.smsCountries ?? DEFAULT_SMS_COUNTRIES)],
}));
