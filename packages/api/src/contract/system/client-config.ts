import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * GET /api/config/: runtime settings for the apps. `mapboxToken` is set when the server has a Mapbox
 * token (the map then uses Mapbox tiles), else null (offline basemap with maplibre-gl).
 *
 * `wechat` is where the travellers' app sends the WeChat in-app browser for the openid (spec §2
 * messaging-browser authorisation): the official account's `appId` and the `authorizeUrl` of WeChat's
 * authorisation page (`https://open.weixin.qq.com/connect/oauth2/authorize` with WX_APP_ID set). Without
 * WeChat settings it is the server's own local authorisation page at WeChat's path,
 * '/connect/oauth2/authorize' (relative to the app's origin), with the local app id.
 */
export const clientConfigEndpoint = defineEndpoint({
  name: 'clientConfig',
  method: 'GET',
  path: '/api/config/',
  request: z.object({}),
  response: z.object({
    mapboxToken: z.string().nullable(),
    wechat: z.object({ appId: z.string().regex(/^wx[0-9a-z]{16}$/), authorizeUrl: z.string().min(1) }),
  }),
  auth: 'none',
});

export type ClientConfigResponse = z.output<typeof clientConfigEndpoint.response>;
