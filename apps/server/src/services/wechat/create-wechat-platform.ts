import type { Kysely } from 'kysely';
import type { WechatConfig } from '../../config/load-config';
import type { DatabaseSchema } from '../../db/database-schema';
import { createLocalWechatPlatform } from './local-wechat-platform';
import { createWechatHttpPlatform } from './wechat-http-platform';
import type { WechatPlatform } from './wechat-platform';

/** WeChat over HTTP with WX_* settings; otherwise the local WeChat on the server's database. */
export function createWechatPlatform(deps: { wechat?: WechatConfig | null; fetch: typeof fetch; clock: () => number; db: Kysely<DatabaseSchema> }): WechatPlatform {
  return deps.wechat ? createWechatHttpPlatform({ wechat: deps.wechat, fetch: deps.fetch }) : createLocalWechatPlatform({ db: deps.db, clock: deps.clock });
}
