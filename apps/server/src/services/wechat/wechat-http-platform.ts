import { z } from 'zod';
import type { WechatConfig } from '../../config/load-config';
import { ApiFailure } from '../../errors/api-failure';
import { StaleAccessToken, type IssuedCredential, type WechatPlatform } from './wechat-platform';

/** WeChat's answers carry `errcode` (0 or absent when all is well) and `errmsg`. */
const errorAnswerSchema = z.object({ errcode: z.number().int(), errmsg: z.string().default('') });
const codeAnswerSchema = z.object({ openid: z.string().regex(/^[\w-]{1,128}$/) });
const tokenAnswerSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });
const ticketAnswerSchema = z.object({ ticket: z.string().min(1), expires_in: z.number().int().positive() });
const qrcodeAnswerSchema = z.object({ ticket: z.string().min(1), url: z.string().min(1) });

/** Codes WeChat gives for a code that is unknown, expired or used (40029 invalid, 40163 used, 40028 …). */
const REFUSED_CODE_ERRORS = new Set([40029, 40163]);
/** An access token that is invalid (40001, 40014) or expired (42001). */
const STALE_TOKEN_ERRORS = new Set([40001, 40014, 42001]);

/**
 * The official-account platform over HTTP (`WX_*` settings): the authorisation page on
 * `oauthBaseUrl`, the server APIs on `apiBaseUrl` (WeChat's, or the local simulator's in tests). The app
 * secret and tokens travel in query strings, as WeChat wants, so the reasons logged name only the path.
 */
export function createWechatHttpPlatform(deps: { wechat: WechatConfig; fetch: typeof fetch; timeoutMs?: number }): WechatPlatform {
  const { wechat } = deps;
  const timeoutMs = deps.timeoutMs ?? 10_000;

  /** One call of a WeChat API; answers the JSON of a successful answer, or throws as the interface says. */
  async function call(path: string, query: Record<string, string>, body?: unknown): Promise<unknown> {
    const failed = (reason: string) => ApiFailure.unavailable('wechatUnavailable', `WeChat ${path}: ${reason}`);
    let text: string;
    try {
      const response = await deps.fetch(`${wechat.apiBaseUrl}${path}?${new URLSearchParams(query).toString()}`, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw failed(`HTTP ${response.status}`);
      text = await response.text();
    } catch (error) {
      if (error instanceof ApiFailure) throw error;
      throw failed(error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'network error');
    }
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw failed('the answer is not JSON');
    }
    const error = errorAnswerSchema.safeParse(answer);
    if (error.success && error.data.errcode !== 0) {
      if (STALE_TOKEN_ERRORS.has(error.data.errcode) && 'access_token' in query) throw new StaleAccessToken(`${path}: ${error.data.errcode}`);
      if (path === '/sns/oauth2/access_token' && REFUSED_CODE_ERRORS.has(error.data.errcode)) throw new ApiFailure('wechatCodeInvalid');
      throw failed(`errcode ${error.data.errcode} ${error.data.errmsg}`);
    }
    return answer;
  }

  /** `schema`'s reading of an answer, or 'wechatUnavailable'. */
  const read = <T>(schema: z.ZodType<T>, answer: unknown, path: string): T => {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw ApiFailure.unavailable('wechatUnavailable', `WeChat ${path}: unexpected answer`);
    return parsed.data;
  };

  return {
    appId: wechat.appId,
    authorizeUrl: `${wechat.oauthBaseUrl}/connect/oauth2/authorize`,
    async exchangeCode(code) {
      const path = '/sns/oauth2/access_token';
      const answer = await call(path, { appid: wechat.appId, secret: wechat.appSecret, code, grant_type: 'authorization_code' });
      return read(codeAnswerSchema, answer, path).openid;
    },
    async fetchAccessToken(): Promise<IssuedCredential> {
      const path = '/cgi-bin/token';
      const answer = read(tokenAnswerSchema, await call(path, { grant_type: 'client_credential', appid: wechat.appId, secret: wechat.appSecret }), path);
      return { value: answer.access_token, expiresInSeconds: answer.expires_in };
    },
    async fetchJsapiTicket(accessToken): Promise<IssuedCredential> {
      const path = '/cgi-bin/ticket/getticket';
      const answer = read(ticketAnswerSchema, await call(path, { access_token: accessToken, type: 'jsapi' }), path);
      return { value: answer.ticket, expiresInSeconds: answer.expires_in };
    },
    async createSceneQrcode(accessToken, scene) {
      const path = '/cgi-bin/qrcode/create';
      const body = { action_name: 'QR_LIMIT_STR_SCENE', action_info: { scene: { scene_str: scene } } };
      return read(qrcodeAnswerSchema, await call(path, { access_token: accessToken }, body), path).url;
    },
  };
}
