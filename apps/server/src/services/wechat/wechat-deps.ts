import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import type { WechatPlatform } from './wechat-platform';

/** What the WeChat services need. */
export interface WechatDeps {
  db: Kysely<DatabaseSchema>;
  /** ms since epoch. */
  clock: () => number;
  wechat: WechatPlatform;
}
