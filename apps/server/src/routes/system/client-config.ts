import { clientConfigEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';

/** GET /api/config/: the basemap (offline unless configured), whether there is a mini-program, how to reach support and WeChat's authorisation page, picked at run time. */
export const clientConfigRoute = defineRoute(clientConfigEndpoint, ({ context }) => ({
  basemap: context.config.basemap ?? { kind: 'offline' },
  hasMiniProgram: context.config.wxMiniprogramLink !== null,
  support: context.config.support ?? null,
  wechat: { appId: context.wechat.appId, authorizeUrl: context.wechat.authorizeUrl },
}));
