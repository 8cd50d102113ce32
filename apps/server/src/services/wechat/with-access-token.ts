import { currentWechatCredential, expireWechatCredential } from './wechat-credential';
import type { WechatDeps } from './wechat-deps';
import { StaleAccessToken } from './wechat-platform';

/**
 * Runs `call` with the account's cached access token (renewed when due); when WeChat refuses the token
 * as stale, it is renewed and `call` runs once more.
 */
export async function withAccessToken<T>(deps: WechatDeps, call: (accessToken: string) => Promise<T>): Promise<T> {
  const key = { appId: deps.wechat.appId, kind: 'access_token' } as const;
  const token = () => currentWechatCredential(deps, key, () => deps.wechat.fetchAccessToken());
  try {
    return await call(await token());
  } catch (error) {
    if (!(error instanceof StaleAccessToken)) throw error;
    await expireWechatCredential(deps.db, key);
    return call(await token());
  }
}
