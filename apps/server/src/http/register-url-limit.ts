import { failEnvelope } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from './request-language';

/**
 * Refuses, before anything else reads it, a request whose URL (path and query) is longer than `maxUrlLength`
 * characters: HTTP 414 with 'requestTooLarge' in the failure envelope. (A URL too long for Node's header
 * limit never gets here: see clientErrorEnvelope.)
 */
export function registerUrlLimit(app: FastifyInstance, maxUrlLength: number): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length <= maxUrlLength) return;
    request.log.info({ length: request.url.length }, 'refused over-long URL');
    return reply.code(414).send(failEnvelope('requestTooLarge', requestLanguage(request)));
  });
}
