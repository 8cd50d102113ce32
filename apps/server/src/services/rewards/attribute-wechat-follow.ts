import { ATTRIBUTION_DAYS } from '@luggage/domain/rewards';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { attributePromotion } from './attribute-promotion';

const DAY_MS = 86_400_000;

/**
 * When WeChat user `openid` of account `appId` is bound to traveller `userId` at `now` (ms): attributes the
 * traveller to the promotion code that WeChat user followed the account through (wechat_follow), source
 * 'wechat', when the account is new as entities/reward.ts defines it for WeChat: created at or after the
 * follow and within ATTRIBUTION_DAYS of it, with no attribution yet and no order picked up yet. Answers
 * whether it attributed.
 */
export async function attributeWechatFollow(db: Kysely<DatabaseSchema>, binding: { appId: string; openid: string; userId: string; now: number }): Promise<boolean> {
  const follow = await db
    .selectFrom('wechat_follow as f')
    .innerJoin('app_user as u', (join) => join.on('u.id', '=', binding.userId))
    .select(['f.promotion_code', 'f.followed_at', 'u.created_at'])
    .where('f.app_id', '=', binding.appId)
    .where('f.openid', '=', binding.openid)
    .executeTakeFirst();
  if (!follow) return false;
  const followedAt = follow.followed_at.getTime();
  const createdAt = follow.created_at.getTime();
  if (createdAt < followedAt || createdAt > followedAt + ATTRIBUTION_DAYS * DAY_MS) return false;
  const pickedUp = await db
    .selectFrom('user_order')
    .select('id')
    .where('user_id', '=', binding.userId)
    .where('store_status', '=', ORDER_STORE_STATUS.completed)
    .executeTakeFirst();
  if (pickedUp) return false;
  return attributePromotion(db, { userId: binding.userId, code: follow.promotion_code, source: 'wechat', now: binding.now });
}
