import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import type { WechatPlatform } from './wechat-platform';

/** The app id of the local WeChat: valid in form, known to no WeChat server. */
export const LOCAL_WECHAT_APP_ID = 'wxlocaldevelopment';
/** Where the local authorisation page answers: WeChat's own path, on the travellers' server. */
export const LOCAL_AUTHORIZE_PATH = '/connect/oauth2/authorize';
/** How long a code of the local page can be exchanged, as WeChat's. */
export const LOCAL_CODE_TTL_MS = 5 * 60_000;
/** How long the local access token and jsapi ticket live, as WeChat's (7200 s). */
const LOCAL_CREDENTIAL_SECONDS = 7200;

/**
 * WeChat as the server answers it itself when no WX_* settings are given (`npm start`, tests): codes come
 * from the local authorisation page (issueLocalWechatCode) and are exchanged here, single-use and for 5
 * minutes, like WeChat's; tokens and tickets are random; a scene QR encodes a local address. The JS-SDK
 * cannot work with the local ticket in a real WeChat: it only needs to with the simulator.
 */
export function createLocalWechatPlatform(deps: { db: Kysely<DatabaseSchema>; clock: () => number }): WechatPlatform {
  const localCredential = (prefix: string) => ({ value: `${prefix}${randomBytes(24).toString('base64url')}`, expiresInSeconds: LOCAL_CREDENTIAL_SECONDS });
  return {
    appId: LOCAL_WECHAT_APP_ID,
    authorizeUrl: LOCAL_AUTHORIZE_PATH,
    async exchangeCode(code) {
      const now = deps.clock();
      const redeemed = await deps.db
        .updateTable('wechat_local_code')
        .set({ used_at: new Date(now) })
        .where('code', '=', code)
        .where('used_at', 'is', null)
        .where('created_at', '>', new Date(now - LOCAL_CODE_TTL_MS))
        .returning('openid')
        .executeTakeFirst();
      if (!redeemed) throw new ApiFailure('wechatCodeInvalid');
      return redeemed.openid;
    },
    fetchAccessToken: () => Promise.resolve(localCredential('local-token-')),
    fetchJsapiTicket: () => Promise.resolve(localCredential('local-ticket-')),
    createSceneQrcode: (_accessToken, scene) => Promise.resolve(`http://weixin.qq.com/q/local_${encodeURIComponent(scene)}`),
  };
}

/** Whether `platform` is the local WeChat (whose authorisation page the server itself serves). */
export function isLocalWechatPlatform(platform: WechatPlatform): boolean {
  return platform.appId === LOCAL_WECHAT_APP_ID;
}
