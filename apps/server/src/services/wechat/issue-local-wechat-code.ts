import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** A new openid of a local WeChat user: 'o' and 27 URL-safe characters, the shape of WeChat's. */
export function newLocalOpenid(): string {
  return `o${randomBytes(21).toString('base64url').slice(0, 27)}`;
}

/** Gives `openid` a single-use code (the local authorisation page's 'allow'), exchanged by the local platform. */
export async function issueLocalWechatCode(db: Kysely<DatabaseSchema>, openid: string, now: number): Promise<string> {
  const code = randomBytes(16).toString('hex');
  await db.insertInto('wechat_local_code').values({ code, openid, created_at: new Date(now) }).execute();
  return code;
}
