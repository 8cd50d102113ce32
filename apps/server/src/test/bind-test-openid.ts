import { wechatOpenidEndpoint, type LoginResponse } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import type { OpenDatabase } from '../db/open-database';
import { issueLocalWechatCode } from '../services/wechat/issue-local-wechat-code';
import { userHeaders } from './login-client';
import { signedGet } from './signed-request';
import { expectContent } from './test-app';

/**
 * Binds `openid` to a traveller as the app does after WeChat's authorisation, on a server with the local
 * WeChat: the local page's code for `openid`, exchanged by GET /api/user/wechat/openid/ at `now`.
 */
export async function bindTestOpenid(
  testApp: { app: FastifyInstance; database: OpenDatabase },
  session: Pick<LoginResponse, 'userId' | 'userToken'>,
  openid: string,
  now: number,
): Promise<void> {
  const code = await issueLocalWechatCode(testApp.database.db, openid, now);
  const answer = await testApp.app.inject(signedGet(wechatOpenidEndpoint.path, { code }, { timestamp: now, headers: userHeaders(session) }));
  expectContent(answer, wechatOpenidEndpoint);
}
