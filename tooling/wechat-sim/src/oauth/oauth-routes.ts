import type { FastifyInstance } from 'fastify';
import { readCookie } from '../read-cookie';
import type { SimContext } from '../sim-context';
import { wechatError } from '../wechat-error';
import { OPENID_PATTERN, wechatIds } from '../wechat-ids';
import { authorizeErrorPage, authorizePage } from './authorize-page';
import { checkAuthorizeRequest } from './check-authorize-request';
import { redirectWithCode } from './redirect-with-code';

/** The cookie that makes the browser one WeChat user: its openid. */
export const OPENID_COOKIE = 'wxsim_openid';
const JSON_TYPE = 'application/json; encoding=utf-8';

/**
 * Web authorisation: the consent page at open.weixin.qq.com's path, the choice posted back (302 to
 * redirect_uri with code and state, or state alone when denied), and sns/oauth2/access_token.
 */
export function registerOauthRoutes(app: FastifyInstance, context: SimContext) {
  const cookieOpenid = (header: string | undefined) => {
    const value = readCookie(header, OPENID_COOKIE);
    return value !== undefined && OPENID_PATTERN.test(value) ? value : undefined;
  };

  app.get('/connect/oauth2/authorize', async (request, reply) => {
    const checked = checkAuthorizeRequest(request.query as Record<string, unknown>, context.appId);
    reply.type('text/html; charset=utf-8');
    if ('error' in checked) {
      context.markRefused(request);
      return authorizeErrorPage(checked.error);
    }
    return authorizePage(checked.request, cookieOpenid(request.headers.cookie));
  });

  app.post('/connect/oauth2/authorize', async (request, reply) => {
    const form = Object.fromEntries(new URLSearchParams(typeof request.body === 'string' ? request.body : ''));
    const checked = checkAuthorizeRequest(form, context.appId);
    const decision = form.decision;
    if ('error' in checked || (decision !== 'allow' && decision !== 'deny')) {
      context.markRefused(request);
      return reply.type('text/html; charset=utf-8').send(authorizeErrorPage('error' in checked ? checked.error : 'decision 参数错误'));
    }
    const { redirectUri, scope, state } = checked.request;
    if (decision === 'deny') return reply.redirect(redirectWithCode(redirectUri, { state }), 302);
    const openid = cookieOpenid(request.headers.cookie) ?? wechatIds.openid();
    const code = context.oauth.issueCode(openid, scope);
    reply.header('Set-Cookie', `${OPENID_COOKIE}=${openid}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`);
    return reply.redirect(redirectWithCode(redirectUri, { code, state }), 302);
  });

  app.get('/sns/oauth2/access_token', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    reply.type(JSON_TYPE);
    const refuse = (errcode: number, errmsg: string) => {
      context.markRefused(request);
      return wechatError(errcode, errmsg);
    };
    if (!query.appid) return refuse(41002, 'appid missing');
    if (query.appid !== context.appId) return refuse(40013, 'invalid appid');
    if (!query.secret) return refuse(41004, 'appsecret missing');
    if (query.secret !== context.appSecret) return refuse(40125, 'invalid appsecret');
    if (query.grant_type !== 'authorization_code') return refuse(40002, 'invalid grant_type');
    if (!query.code) return refuse(41008, 'missing code');
    const exchanged = context.oauth.exchange(query.code);
    if ('errcode' in exchanged) return refuse(exchanged.errcode, exchanged.errcode === 40163 ? 'code been used' : 'invalid code');
    return {
      access_token: wechatIds.credential(),
      expires_in: 7200,
      refresh_token: wechatIds.credential(),
      openid: exchanged.openid,
      scope: exchanged.scope,
    };
  });
}
