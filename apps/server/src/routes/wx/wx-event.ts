import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../../db/database-schema';
import { isMessagePushSignature } from '../../services/wechat/message-push-signature';
import { recordWechatFollow } from '../../services/wechat/record-wechat-follow';

/** Where WeChat pushes the official account's messages (the account's server URL). */
export const WX_EVENT_PATH = '/api/wx/event/';
/** WeChat's event messages are well under 2 KiB. */
const BODY_LIMIT = 16 * 1024;
/** A pushed message's timestamp may differ from our clock by this much, ms. */
const TIMESTAMP_WINDOW_MS = 5 * 60_000;

const querySchema = z.object({ signature: z.string().optional(), timestamp: z.string().optional(), nonce: z.string().optional(), echostr: z.string().optional() });
const text = z.preprocess((value) => (value === undefined ? '' : value), z.string());
/** The fields of a plain-text mode message that a follow event uses; other messages pass unread. */
const messageSchema = z.object({ xml: z.object({ FromUserName: text, MsgType: text, Event: text, EventKey: text }) });

/**
 * WeChat's message endpoint, outside our client signature scheme (WeChat signs with the account's Token),
 * served only with WX_TOKEN. GET is the server verification: `echostr` back as text when the signature
 * matches. POST (plain-text mode XML) with a valid signature and a timestamp within 5 minutes is answered
 * 'success' whatever it carries (WeChat retries anything else); a follow or scan through a promotion QR is
 * recorded (recordWechatFollow). A bad signature or a stale timestamp is HTTP 401 and changes nothing.
 */
export function registerWxEventRoute(app: FastifyInstance, deps: { db: Kysely<DatabaseSchema>; clock: () => number; appId: string; messageToken: string }): void {
  const queryOf = (request: FastifyRequest) => querySchema.safeParse(request.query).data ?? {};
  const verified = (request: FastifyRequest) => isMessagePushSignature(deps.messageToken, queryOf(request));
  void app.register(async (scope) => {
    // The XML parser loads with this route, only on a server with WX_TOKEN.
    const { XMLParser, XMLValidator } = await import('fast-xml-parser');
    const xmlParser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, processEntities: false, ignoreDeclaration: true });
    scope.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
    // WeChat reads HTTP statuses, not our API's envelope: a body too large or of another type is its own 4xx.
    scope.setErrorHandler<FastifyError>((error, request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'WeChat message failed');
      return reply.code(status).type('text/plain; charset=utf-8').send(status === 500 ? 'internal error' : 'bad request');
    });
    scope.get(WX_EVENT_PATH, { config: { signed: false } }, async (request, reply) => {
      if (!verified(request)) return reply.code(401).type('text/plain; charset=utf-8').send('invalid signature');
      return reply.type('text/plain; charset=utf-8').send(queryOf(request).echostr ?? '');
    });
    scope.post(WX_EVENT_PATH, { config: { signed: false }, bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const timestamp = Number(queryOf(request).timestamp);
      if (!verified(request) || !(Math.abs(deps.clock() - timestamp * 1000) <= TIMESTAMP_WINDOW_MS)) {
        request.log.warn('WeChat message refused: signature or timestamp');
        return reply.code(401).type('text/plain; charset=utf-8').send('invalid signature');
      }
      const body = typeof request.body === 'string' ? request.body : '';
      const message = XMLValidator.validate(body) === true ? messageSchema.safeParse(xmlParser.parse(body)) : undefined;
      if (!message?.success) request.log.warn('WeChat message not understood');
      else if (message.data.xml.MsgType === 'event') {
        const { FromUserName: openid, Event: event, EventKey: eventKey } = message.data.xml;
        const outcome = await recordWechatFollow(deps.db, { appId: deps.appId, openid, event, eventKey, at: deps.clock() });
        request.log.info({ event, outcome }, 'WeChat event');
      }
      return reply.type('text/plain; charset=utf-8').send('success');
    });
  });
}
