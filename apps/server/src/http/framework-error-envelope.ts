import { failEnvelope } from '@luggage/api/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './request-language';

/**
 * Answers what Fastify's router refuses before any route runs (Fastify's frameworkErrors), in the failure
 * envelope: a path parameter longer than Fastify's maxParamLength is HTTP 414 'requestTooLarge', a URL that
 * does not decode or anything else 'invalid parameter: url' with HTTP 200.
 */
export function frameworkErrorEnvelope(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = requestLanguage(request);
  request.log.info({ code: error.code }, 'refused request URL');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(414).send(failEnvelope('requestTooLarge', language));
  else void reply.code(200).send(failEnvelope('invalidParameter', language, { field: 'url' }));
}
