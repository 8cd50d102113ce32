import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../sim-context';
import { wechatError } from '../wechat-error';
import { wechatIds } from '../wechat-ids';
import { CREDENTIAL_LIFETIME_S } from './credential-store';
import type { WechatSimQrCode } from './wechat-sim-qr-code';

const JSON_TYPE = 'application/json; encoding=utf-8';
/** Temporary QR codes: 60 s unless asked, at most 30 days. */
const QR_DEFAULT_EXPIRE_S = 60;
const QR_MAX_EXPIRE_S = 2_592_000;

/** The scene of a qrcode/create body, or null when the body does not describe one (WeChat's 40053). */
function sceneOf(actionName: WechatSimQrCode['actionName'], scene: unknown): string | null {
  if (typeof scene !== 'object' || scene === null) return null;
  const { scene_str: sceneStr, scene_id: sceneId } = scene as { scene_str?: unknown; scene_id?: unknown };
  if (actionName === 'QR_STR_SCENE' || actionName === 'QR_LIMIT_STR_SCENE') {
    return typeof sceneStr === 'string' && sceneStr.length >= 1 && sceneStr.length <= 64 ? sceneStr : null;
  }
  const maxId = actionName === 'QR_LIMIT_SCENE' ? 100_000 : 0xffffffff;
  return typeof sceneId === 'number' && Number.isInteger(sceneId) && sceneId >= 1 && sceneId <= maxId ? String(sceneId) : null;
}

/** The official account's server APIs: cgi-bin/token, ticket/getticket (jsapi) and qrcode/create. */
export function registerOfficialAccountRoutes(app: FastifyInstance, context: SimContext) {
  const refusal = (request: FastifyRequest) => (errcode: number, errmsg: string) => {
    context.markRefused(request);
    return wechatError(errcode, errmsg);
  };
  /** The errcode answer for a bad access_token, or null when it is valid. */
  const tokenRefusal = (request: FastifyRequest, token: string | undefined) => {
    const refuse = refusal(request);
    if (!token) return refuse(41001, 'access_token missing');
    const state = context.credentials.checkToken(token);
    if (state === 'unknown' || state === 'superseded') return refuse(40001, 'invalid credential, access_token is invalid or not latest');
    if (state === 'expired') return refuse(42001, 'access_token expired');
    return null;
  };

  app.get('/cgi-bin/token', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const refuse = refusal(request);
    reply.type(JSON_TYPE);
    if (query.grant_type !== 'client_credential') return refuse(40002, 'invalid grant_type');
    if (!query.appid) return refuse(41002, 'appid missing');
    if (query.appid !== context.appId) return refuse(40013, 'invalid appid');
    if (!query.secret) return refuse(41004, 'appsecret missing');
    if (query.secret !== context.appSecret) return refuse(40125, 'invalid appsecret');
    return { access_token: context.credentials.issueToken(), expires_in: CREDENTIAL_LIFETIME_S };
  });

  app.get('/cgi-bin/ticket/getticket', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    reply.type(JSON_TYPE);
    const refused = tokenRefusal(request, query.access_token);
    if (refused) return refused;
    if (query.type !== 'jsapi') return refusal(request)(40097, 'invalid args');
    return { errcode: 0, errmsg: 'ok', ticket: context.credentials.issueTicket(), expires_in: CREDENTIAL_LIFETIME_S };
  });

  app.post('/cgi-bin/qrcode/create', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    reply.type(JSON_TYPE);
    const refused = tokenRefusal(request, query.access_token);
    if (refused) return refused;
    const refuse = refusal(request);
    let body: unknown;
    try {
      body = JSON.parse(typeof request.body === 'string' ? request.body : '');
    } catch {
      return refuse(47001, 'data format error');
    }
    const { action_name: actionName, action_info: actionInfo, expire_seconds: expireSeconds } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (actionName !== 'QR_SCENE' && actionName !== 'QR_STR_SCENE' && actionName !== 'QR_LIMIT_SCENE' && actionName !== 'QR_LIMIT_STR_SCENE') return refuse(40052, 'invalid action name');
    const scene = sceneOf(actionName, typeof actionInfo === 'object' && actionInfo !== null ? (actionInfo as { scene?: unknown }).scene : undefined);
    if (scene === null) return refuse(40053, 'invalid action info');
    const temporary = actionName === 'QR_SCENE' || actionName === 'QR_STR_SCENE';
    const seconds = typeof expireSeconds === 'number' && Number.isInteger(expireSeconds) && expireSeconds > 0 ? Math.min(expireSeconds, QR_MAX_EXPIRE_S) : QR_DEFAULT_EXPIRE_S;
    const url = wechatIds.qrUrl();
    // WeChat's tickets are base64 of a binary record that holds the short URL.
    const ticket = Buffer.concat([randomBytes(12), Buffer.from(url, 'utf8'), randomBytes(8)]).toString('base64');
    context.qrCodes.push({ ticket, url, actionName, scene, expireSeconds: temporary ? seconds : null, createdAt: context.clock() });
    return temporary ? { ticket, expire_seconds: seconds, url } : { ticket, url };
  });
}
