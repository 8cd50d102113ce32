import { apiDocsPage, contractOpenApi, type OpenApiDocument } from '@luggage/api/contract/openapi';
import type { FastifyInstance } from 'fastify';

/** Where the API reference is served (development only). */
export const API_DOCS_PATH = '/api/docs';
const JSON_PATH = `${API_DOCS_PATH}/openapi.json`;

/**
 * GET /api/docs (an HTML page) and GET /api/docs/openapi.json (the OpenAPI 3.1 document of the contract,
 * contractOpenApi): unsigned, made once on the first request. createServer registers them outside
 * production only; the committed copy is docs/openapi.json.
 */
export function registerApiDocs(app: FastifyInstance): void {
  let document: OpenApiDocument | null = null;
  const documentOnce = () => (document ??= contractOpenApi());
  app.get(JSON_PATH, { config: { signed: false } }, async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(documentOnce()));
  app.get(API_DOCS_PATH, { config: { signed: false } }, async (_request, reply) =>
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(apiDocsPage(documentOnce(), JSON_PATH)),
  );
}
