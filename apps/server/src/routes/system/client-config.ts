import { clientConfigEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';

/** GET /api/config/: the map provider and WeChat's authorisation page, picked at run time. */
export const clientConfigRoute = defineRoute(clientConfigEndpoint, ({ context }) => ({
  mapboxToken: context.config.mapboxToken,
  wechat: { appId: context.wechat.appId, authorizeUrl: context.wechat.authorizeUrl },
}));
