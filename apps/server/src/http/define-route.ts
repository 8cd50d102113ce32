import { carriesCodec, cataloguedIssueCode, encodeWireContent, nulCharacterField, okEnvelope, signedFieldsSchema, type Endpoint, type EndpointContent, type EndpointParams } from '@luggage/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiFailure } from '../errors/api-failure';
import { requireAnyShopRole } from '../services/business/require-any-shop-role';
import { requireShopRole } from '../services/business/require-shop-role';
import type { RouteCaller, SessionCaller, ShopCaller } from './route-caller';
import type { RouteContext } from './route-context';
import { requireSession } from './require-session';
import { requireAdmittedSession } from './require-admitted-session';

/** What a route's handler gets for one call of `E`: its parameters, the server's context, the request and, unless auth is 'none', the caller. */
export type RouteCall<E extends Endpoint, C extends RouteContext = RouteContext> = {
  /** The parameters as the endpoint's request schema parsed them. */
  readonly params: EndpointParams<E>;
  readonly context: C;
  /** The Fastify request: its logger, address and headers. */
  readonly request: FastifyRequest;
} & (E['auth'] extends 'none' ? unknown : { readonly caller: RouteCaller<E> });

/** How a route differs from the others, when it does. */
export interface RouteOptions<C extends RouteContext> {
  /**
   * Registers the route only on a server whose context passes (the outbox's and the sandbox's own calls);
   * with a type guard, the handler sees the narrowed context.
   */
  readonly when?: ((context: RouteContext) => context is C) | ((context: RouteContext) => boolean);
  /**
   * A body limit of the route's own, in bytes, instead of the server's small default (HTTP_MAX_BODY_BYTES).
   * Such a route checks its caller before the body is read (see checkCallerBeforeBody).
   */
  readonly bodyLimit?: number;
}

/** One route of the API: its contract endpoint, and how it joins a server. */
export interface ApiRoute {
  readonly endpoint: Endpoint;
  /** Adds the route to `app`, serving with `context` (nothing when the route's `when` refuses the context). */
  register(app: FastifyInstance, context: RouteContext): void;
}

/** The field a validation problem is about ('lng', 'v', 'hours.0.open'); 'body' when the input itself is wrong. */
function fieldOf(error: z.ZodError): string {
  const path = error.issues[0]?.path ?? [];
  return path.length > 0 ? path.map(String).join('.') : 'body';
}

/**
 * The request's parameters parsed (decoded: days 'yyyy-MM-dd') with the endpoint's schema; a signed call also needs the field v.
 * A refusal is 'invalid parameter: <field>', or the catalogued code the schema's issue carries (cataloguedIssue).
 * Text carrying a NUL character is refused first, whatever the field (see nulCharacterField).
 */
function parseParams<E extends Endpoint>(endpoint: E, request: FastifyRequest): EndpointParams<E> {
  const input = endpoint.method === 'GET' ? request.query : request.body;
  const nulField = nulCharacterField(input);
  if (nulField !== undefined) throw ApiFailure.invalidParameter(nulField);
  if (endpoint.signed && !signedFieldsSchema.safeParse(input).success) throw ApiFailure.invalidParameter('v');
  const parsed = endpoint.request.safeParse(input ?? {});
  if (!parsed.success) {
    // A field whose schema names its own refusal (a wrong credit code) is answered with it; the rest is 'invalid parameter'.
    const code = cataloguedIssueCode(parsed.error);
    throw code ? new ApiFailure(code) : ApiFailure.invalidParameter(fieldOf(parsed.error));
  }
  return parsed.data as EndpointParams<E>;
}

/** The sessions checked before their request's body was read (checkCallerBeforeBody), for the handler. */
const sessionsBeforeBody = new WeakMap<FastifyRequest, SessionCaller>();

/**
 * onRequest hook of a route with a large body (the photo upload): the session of the endpoint's area (HTTP
 * 401), on a shop call a role at some shop (requireAnyShopRole: 'shopAccessDenied') and the caller's rate limits are checked before
 * a byte of the body is read, so anonymous or shopless callers cost no memory or parsing. A refused request
 * is answered with Connection: close, so the rest of its body is never read or waited for.
 */
function checkCallerBeforeBody(endpoint: Endpoint, context: RouteContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (endpoint.auth === 'none') return;
    try {
      const session = await requireSession(context, request, endpoint.auth);
      if (endpoint.shopRole) await requireAnyShopRole(context.db, { userId: session.userId, needed: endpoint.shopRole });
      await context.limits.countCaller(request, session.userId);
      sessionsBeforeBody.set(request, session);
    } catch (error) {
      reply.header('connection', 'close');
      throw error;
    }
  };
}

/**
 * The caller and the parameters of a call of `endpoint`, checked in this order: a write's replay guard, the session of the endpoint's area (HTTP 401) and
 * its rate limits (HTTP 429), in one statement (requireAdmittedSession) unless checked before the body (checkCallerBeforeBody),
 * then the parameters ('invalid parameter: <field>'), then on a shop call the caller's role at the shop
 * its storeId names (requireShopRole: 'shopAccessDenied', 'ownerOnly').
 */
async function callerAndParams<E extends Endpoint>(
  endpoint: E,
  context: RouteContext,
  request: FastifyRequest,
): Promise<{ caller: SessionCaller | ShopCaller | undefined; params: EndpointParams<E> }> {
  const session = endpoint.auth === 'none' ? undefined : (sessionsBeforeBody.get(request) ?? (await requireAdmittedSession(context, request, endpoint.auth)));
  const params = parseParams(endpoint, request);
  if (!session || !endpoint.shopRole) return { caller: session, params };
  // defineEndpoint lets a shop call in only with a numeric storeId parameter.
  const { storeId } = params as { storeId: number };
  const role = await requireShopRole(context.db, { userId: session.userId, storeId, needed: endpoint.shopRole });
  return { caller: { ...session, storeId, role }, params };
}

/**
 * The handler's content in its wire form (the endpoint's response schema encodes it: days become
 * yyyymmdd). Outside production (`checkResponses`) content the schema refuses throws (see
 * encodeWireContent); in production nothing is refused: content that does not encode goes as it is, and the
 * content of a schema that converts nothing (carriesCodec: most endpoints) goes without being read.
 */
function wireContent<E extends Endpoint>(endpoint: E, content: EndpointContent<E>, checkResponses: boolean): unknown {
  if (checkResponses) return encodeWireContent(endpoint, content);
  if (!carriesCodec(endpoint.response)) return content;
  const encoded = endpoint.response.safeEncode(content);
  return encoded.success ? encoded.data : content;
}

/**
 * A route of a contract endpoint: signed endpoints need a valid signature (the preValidation hook) and the
 * field v; the caller, the parameters and a shop call's role are checked before the handler runs (see
 * callerAndParams); the handler's content is encoded (see wireContent) and wrapped in the success envelope.
 * Outside production (`context.checkResponses`) content the endpoint's response schema refuses is a logged
 * server error, HTTP 500, so tests catch a handler drifting from the contract.
 */
export function defineRoute<E extends Endpoint, C extends RouteContext = RouteContext>(
  endpoint: E,
  handler: (call: RouteCall<E, C>) => Promise<EndpointContent<E>> | EndpointContent<E>,
  options: RouteOptions<C> = {},
): ApiRoute {
  return {
    endpoint,
    register(app, context) {
      if (options.when && !options.when(context)) return;
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        // Outside the bodyLimit routes (checked before their body), a signed-in caller's write is recorded with its session check.
        config: { signed: endpoint.signed, replayGuardedByHandler: endpoint.auth !== 'none' && options.bodyLimit === undefined },
        ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit, onRequest: checkCallerBeforeBody(endpoint, context) }),
        handler: async (request) => {
          const { caller, params } = await callerAndParams(endpoint, context, request);
          // `when` passed, so the context is C; the endpoint's auth and shopRole gave the caller RouteCall's shape.
          const call = (caller ? { params, context, request, caller } : { params, context, request }) as RouteCall<E, C>;
          return okEnvelope(wireContent(endpoint, await handler(call), context.checkResponses));
        },
      });
    },
  };
}
