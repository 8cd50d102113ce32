import type { WechatQrcodeResponse } from '@luggage/api/contract';
import { ApiFailure } from '../../errors/api-failure';
import { isRealNameVerified } from '../identity/is-real-name-verified';
import type { WechatDeps } from './wechat-deps';
import { promotionCodeOf } from './promotion-code-of';
import { withAccessToken } from './with-access-token';

/** The content of the account's permanent QR for `scene`, made once (WeChat limits how many) and kept. */
async function sceneQrcodeContent(deps: WechatDeps, scene: string): Promise<string> {
  const appId = deps.wechat.appId;
  const kept = await deps.db.selectFrom('wechat_scene_qrcode').select('content').where('app_id', '=', appId).where('scene', '=', scene).executeTakeFirst();
  if (kept) return kept.content;
  const content = await withAccessToken(deps, (accessToken) => deps.wechat.createSceneQrcode(accessToken, scene));
  await deps.db
    .insertInto('wechat_scene_qrcode')
    .values({ app_id: appId, scene, content, created_at: new Date(deps.clock()) })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return content;
}

/**
 * The promotion QR of `userId`: inside WeChat (`isWx`) the official account's scene QR `promo_<code>`,
 * elsewhere the app's link `<appOrigin>/#/home?promo=<code>`; drawn as an SVG data URL. Only for a traveller
 * whose real name is verified ('promotionNeedsVerification' before: the app shows #/nocode); the code is
 * given on the first QR after that.
 */
export async function promotionQrcode(deps: WechatDeps, userId: string, options: { isWx: boolean; appOrigin: string }): Promise<WechatQrcodeResponse> {
  if (!(await isRealNameVerified(deps.db, userId))) throw new ApiFailure('promotionNeedsVerification');
  const code = await promotionCodeOf(deps.db, userId);
  const content = options.isWx ? await sceneQrcodeContent(deps, `promo_${code}`) : `${options.appOrigin}/#/home?promo=${code}`;
  // qrcode loads on the first promotion QR, not with the server.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { qrcode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, content, code };
}
