import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../errors/api-failure';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body text exactly as received: what the signature covers. */
    rawBody?: string;
  }
}

/**
 * Replaces the JSON parser with one that keeps the raw text; unparsable JSON is 'invalid parameter: body'.
 * Its body limit is the server's (HttpLimits.maxBodyBytes) unless a route sets its own.
 */
export function registerRawJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.rawBody = text;
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(ApiFailure.invalidParameter('body'), undefined);
    }
  });
}
