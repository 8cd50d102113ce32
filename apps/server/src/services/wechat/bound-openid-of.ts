import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** The openid of the WeChat user bound to `userId` for the account `appId`, or null. */
export async function boundOpenidOf(db: Kysely<DatabaseSchema>, appId: string, userId: string): Promise<string | null> {
  const row = await db.selectFrom('wechat_binding').select('openid').where('app_id', '=', appId).where('user_id', '=', userId).executeTakeFirst();
  return row?.openid ?? null;
}
