import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../db/database-schema';
import { issueLocalWechatCode, newLocalOpenid } from '../services/wechat/issue-local-wechat-code';
import { LOCAL_AUTHORIZE_PATH, LOCAL_WECHAT_APP_ID } from '../services/wechat/local-wechat-platform';
import { requestLanguage } from './request-language';

/** The browser's local WeChat user: made on the first 'allow', kept a year, sent only to this page. */
const OPENID_COOKIE = 'luggage_wx_local_openid';
const OPENID_SHAPE = /^o[A-Za-z0-9_-]{27}$/;

/** WeChat's query of the authorisation page; redirect_uri must be on this server's own host (WeChat: the account's authorised domain). */
const authorizeQuerySchema = z.object({
  appid: z.literal(LOCAL_WECHAT_APP_ID),
  redirect_uri: z.url({ protocol: /^https?$/ }).max(1024),
  response_type: z.literal('code'),
  scope: z.enum(['snsapi_base', 'snsapi_userinfo']),
  state: z.string().regex(/^[A-Za-z0-9]{0,128}$/).default(''),
});
type AuthorizeQuery = z.output<typeof authorizeQuerySchema>;

const TEXTS = {
  en: {
    title: 'WeChat authorisation (local)',
    ask: 'Luggage storage asks for your WeChat identity (openid), so that you can pay with WeChat Pay.',
    note: 'This is the server’s local stand-in for WeChat’s page: no WeChat settings are configured.',
    allow: 'Allow',
    deny: 'Deny',
    invalid: 'This authorisation link is not valid',
  },
  zh: {
    title: '微信授权（本地）',
    ask: '行李寄存申请获取你的微信身份（openid），以便使用微信支付。',
    note: '这是服务器在未配置微信时代替微信的本地授权页。',
    allow: '允许',
    deny: '拒绝',
    invalid: '授权链接无效',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `uri` with `params` added to its query, before any '#' (WeChat's behaviour with hash routes). */
function withQueryBeforeHash(uri: string, params: Record<string, string>): string {
  const hashAt = uri.indexOf('#');
  const url = new URL(hashAt === -1 ? uri : uri.slice(0, hashAt));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.toString()}${hashAt === -1 ? '' : uri.slice(hashAt)}`;
}

/** The cookie `name` of a request, or ''. */
function cookieOf(request: FastifyRequest, name: string): string {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return '';
}

/** The query as WeChat's page accepts it, or null: a wrong app id, scope or a redirect to another host. */
function readQuery(request: FastifyRequest, input: unknown): AuthorizeQuery | null {
  const parsed = authorizeQuerySchema.safeParse(input);
  if (!parsed.success || new URL(parsed.data.redirect_uri).host !== request.host) return null;
  return parsed.data;
}

/** Sends a page that must not be framed (a consent page) or cached. */
function sendPage(reply: FastifyReply, status: number, lang: 'en' | 'zh', title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Frame-Options', 'DENY')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    .send(
      `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>` +
        'body{font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;margin:0;padding:32px 20px;color:#1f2329;background:#f5f6f7}' +
        'main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px}h1{font-size:20px;margin:0 0 12px}' +
        'p{line-height:1.5}.note{color:#646a73;font-size:14px}form{display:flex;gap:12px;margin-top:24px}' +
        'button{flex:1;min-height:44px;font-size:16px;border-radius:8px;border:1px solid #c9cdd4;background:#fff}' +
        'button[value=allow]{background:#07c160;border-color:#07c160;color:#fff}</style></head>' +
        `<body><main>${body}</main></body></html>`,
    );
}

/**
 * The local WeChat's authorisation page at WeChat's own path, served when no WX_* settings are given:
 * GET shows 'allow' / 'deny' for WeChat's query (appid, redirect_uri, response_type=code, scope, state);
 * POST redirects to redirect_uri with `code` and `state` (only `state` when denied) added before its '#'.
 * The browser is the WeChat user (a cookie holds its openid); codes are single-use and valid 5 minutes.
 */
export function registerLocalWechatAuthorize(app: FastifyInstance, deps: { db: Kysely<DatabaseSchema>; clock: () => number }): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const refuse = (request: FastifyRequest, reply: FastifyReply) => {
      const lang = requestLanguage(request);
      return sendPage(reply, 400, lang, TEXTS[lang].invalid, `<h1>${escapeHtml(TEXTS[lang].invalid)}</h1>`);
    };
    scope.get(LOCAL_AUTHORIZE_PATH, async (request, reply) => {
      const query = readQuery(request, request.query);
      if (!query) return refuse(request, reply);
      const lang = requestLanguage(request);
      const texts = TEXTS[lang];
      const hidden = Object.entries(query)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      return sendPage(
        reply,
        200,
        lang,
        texts.title,
        `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.ask)}</p><p class="note">${escapeHtml(texts.note)}</p>` +
          `<form method="post" action="${LOCAL_AUTHORIZE_PATH}">${hidden}` +
          `<button type="submit" name="decision" value="deny">${escapeHtml(texts.deny)}</button>` +
          `<button type="submit" name="decision" value="allow">${escapeHtml(texts.allow)}</button></form>`,
      );
    });
    scope.post(LOCAL_AUTHORIZE_PATH, async (request, reply) => {
      const query = readQuery(request, request.body);
      const decision = (request.body as { decision?: unknown } | undefined)?.decision;
      if (!query || (decision !== 'allow' && decision !== 'deny')) return refuse(request, reply);
      reply.header('Cache-Control', 'no-store');
      if (decision === 'deny') return reply.redirect(withQueryBeforeHash(query.redirect_uri, { state: query.state }), 302);
      const known = cookieOf(request, OPENID_COOKIE);
      const openid = OPENID_SHAPE.test(known) ? known : newLocalOpenid();
      const code = await issueLocalWechatCode(deps.db, openid, deps.clock());
      reply.header('Set-Cookie', `${OPENID_COOKIE}=${openid}; Path=${LOCAL_AUTHORIZE_PATH}; Max-Age=31536000; HttpOnly; SameSite=Lax`);
      return reply.redirect(withQueryBeforeHash(query.redirect_uri, { code, state: query.state }), 302);
    });
  });
}
