import { failEnvelope } from '@luggage/api/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isConnectionLost } from '../db/is-connection-lost';
import { ApiFailure } from '../errors/api-failure';
import { requestLanguage } from './request-language';

/**
 * The one place where failures become responses (failEnvelope: the message and its catalogue code as
 * errorCode): an {@link ApiFailure} gives its catalogued message with its HTTP status (an outside service's failure reason goes to the log;
 * HTTP 429 carries Retry-After); Fastify's own 4xx (bad body,
 * wrong content type, too large) is 'invalid parameter: body' with HTTP 200; a lost database connection
 * is HTTP 503 'databaseUnavailable' with Retry-After (the request wrote nothing and may be sent again);
 * anything else is logged and answered with HTTP 500. Unknown paths get HTTP 404.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof ApiFailure) {
      if (error.reason) request.log.warn({ code: error.code, reason: error.reason }, 'outside service unavailable');
      // A rate limit says when to come back (registerRateLimits gives the seconds left in its window).
      if (error.httpStatus === 429) reply.header('Retry-After', error.values.seconds ?? '60');
      return reply.code(error.httpStatus).send(failEnvelope(error.code, language, error.values));
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ code: error.code }, 'refused request body');
      return reply.code(200).send(failEnvelope('invalidParameter', language, { field: 'body' }));
    }
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'database connection lost');
      return reply.code(503).header('Retry-After', '1').send(failEnvelope('databaseUnavailable', language));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failEnvelope('serverError', language));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(failEnvelope('apiNotFound', requestLanguage(request))),
  );
}
