import { okEnvelope, signedFieldsSchema, type Endpoint } from '@luggage/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiFailure } from '../errors/api-failure';
import { createRequireUser } from './require-user';
import type { RouteContext } from './route-context';

/** The field a validation problem is about ('lng', 'v', 'hours.0.open'); 'body' when the input itself is wrong. */
function fieldOf(error: z.ZodError): string {
  const path = error.issues[0]?.path ?? [];
  return path.length > 0 ? path.map(String).join('.') : 'body';
}

/**
 * Registers the Fastify route of a contract endpoint: signed endpoints need a valid signature (checked by
 * the preValidation hook) and the field v; endpoints with auth 'user' or 'business' need a session of that
 * area (HTTP 401). The
 * parameters are parsed with the endpoint's schema ('invalid parameter: <field>' on failure) and the
 * handler's result is wrapped in the success envelope.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  context: Pick<RouteContext, 'db' | 'clock'>,
  handler: (params: z.output<E['request']>, request: FastifyRequest) => Promise<z.output<E['response']>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { signed: endpoint.signed },
    ...(endpoint.auth === 'none' ? {} : { preHandler: createRequireUser(context.db, context.clock, endpoint.auth) }),
    handler: async (request) => {
      const input = endpoint.method === 'GET' ? request.query : request.body;
      if (endpoint.signed && !signedFieldsSchema.safeParse(input).success) throw ApiFailure.invalidParameter('v');
      const parsed = endpoint.request.safeParse(input ?? {});
      if (!parsed.success) throw ApiFailure.invalidParameter(fieldOf(parsed.error));
      return okEnvelope(await handler(parsed.data as z.output<E['request']>, request));
    },
  });
}
