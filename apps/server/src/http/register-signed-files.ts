import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SignedFileUrls } from '../services/signed-file-urls';

/** What a signed-file route serves for a name whose URL checked out, or null when there is nothing (HTTP 404). */
export type SignedFileLoader = (name: string) => Promise<{ send: (reply: FastifyReply) => FastifyReply } | null>;

/**
 * GET `path`:name?expires=&sig=: a stored file outside the request signature (an <img> or a download link
 * cannot sign), served only for a URL `urls` signed that has not expired. A name `isName` refuses, a bad
 * signature or expiry, or nothing to `load`, is HTTP 404, so nothing tells a guess apart from a missing file.
 */
export function registerSignedFiles(
  app: FastifyInstance,
  route: { path: string; urls: SignedFileUrls; clock: () => number; isName: (name: string) => boolean; load: SignedFileLoader },
): void {
  app.get<{ Params: { name: string }; Querystring: { expires?: unknown; sig?: unknown } }>(`${route.path}:name`, { config: { signed: false } }, async (request, reply) => {
    const { name } = request.params;
    const { expires, sig } = request.query;
    if (!route.isName(name) || typeof expires !== 'string' || typeof sig !== 'string') return reply.callNotFound();
    if (!(await route.urls.isValid(name, expires, sig, route.clock()))) return reply.callNotFound();
    const file = await route.load(name);
    return file ? file.send(reply) : reply.callNotFound();
  });
}
