import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** A follow event WeChat pushed: who (`openid`), which event, and the QR scene it carried. */
export interface WechatFollowEvent {
  appId: string;
  openid: string;
  /** WeChat's Event: 'subscribe' (a new follower) or 'SCAN' (a follower scanned a scene QR); anything else is ignored. */
  event: string;
  /** WeChat's EventKey: 'qrscene_<scene>' with subscribe, '<scene>' with SCAN, absent for a follow without a QR. */
  eventKey: string;
  /** ms since epoch. */
  at: number;
}

const OPENID = /^[A-Za-z0-9_-]{1,128}$/;
const SCENE_OF_EVENT = { subscribe: /^qrscene_promo_([0-9A-Z]{6})$/, SCAN: /^promo_([0-9A-Z]{6})$/ } as const;

/**
 * Records who followed the account through which traveller's promotion QR (`promo_<code>`), first touch:
 * 'recorded' for a new row; 'kept' when this WeChat user had a row already (never changed); 'ignored' when
 * the event carries no promotion scene or no traveller holds that code.
 */
export async function recordWechatFollow(db: Kysely<DatabaseSchema>, follow: WechatFollowEvent): Promise<'recorded' | 'kept' | 'ignored'> {
  if (follow.event !== 'subscribe' && follow.event !== 'SCAN') return 'ignored';
  const code = SCENE_OF_EVENT[follow.event].exec(follow.eventKey)?.[1];
  if (!code || !OPENID.test(follow.openid)) return 'ignored';
  const holder = await db.selectFrom('app_user').select('id').where('promotion_code', '=', code).executeTakeFirst();
  if (!holder) return 'ignored';
  const inserted = await db
    .insertInto('wechat_follow')
    .values({ app_id: follow.appId, openid: follow.openid, promotion_code: code, event: follow.event, followed_at: new Date(follow.at) })
    .onConflict((conflict) => conflict.columns(['app_id', 'openid']).doNothing())
    .returning('openid')
    .executeTakeFirst();
  return inserted ? 'recorded' : 'kept';
}
