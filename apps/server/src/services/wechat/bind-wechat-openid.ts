import { isUniqueViolation } from '../../db/is-unique-violation';
import { ApiFailure } from '../../errors/api-failure';
import { attributeWechatFollow } from '../rewards/attribute-wechat-follow';
import type { WechatDeps } from './wechat-deps';

/**
 * Exchanges an authorisation `code` for its openid and binds it to `userId` (one openid per user per app
 * id). The same openid again changes nothing; a user who comes back from another WeChat account moves to
 * it; an openid bound to another user is 'wechatBoundToAnotherUser' (the table's unique openid refuses
 * it, also when two users race) and nothing changes. In the same transaction, a new account whose WeChat
 * user followed the official account through a promotion QR is attributed to it (attributeWechatFollow).
 */
export async function bindWechatOpenid(deps: WechatDeps, userId: string, code: string): Promise<string> {
  const openid = await deps.wechat.exchangeCode(code);
  const boundAt = new Date(deps.clock());
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('wechat_binding')
        .values({ app_id: deps.wechat.appId, user_id: userId, openid, bound_at: boundAt })
        .onConflict((conflict) =>
          conflict
            .columns(['app_id', 'user_id'])
            .doUpdateSet({ openid, bound_at: boundAt })
            .where('wechat_binding.openid', '!=', openid),
        )
        .execute();
      await attributeWechatFollow(trx, { appId: deps.wechat.appId, openid, userId, now: boundAt.getTime() });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure('wechatBoundToAnotherUser');
    throw error;
  }
  return openid;
}
