import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from './lazy-schema-compilers';

describe('lazySchemaCompilers', () => {
  it('validates and serialises a route that declares JSON schemas as Fastify’s own compilers do', async () => {
    const app = Fastify({ schemaController: { compilersFactory: lazySchemaCompilers } });
    app.post(
      '/echo',
      {
        schema: {
          body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
          response: { 200: { type: 'object', properties: { name: { type: 'string' } } } },
        },
      },
      async (request) => ({ ...(request.body as object), secret: 'not in the response schema' }),
    );
    try {
      const refused = await app.inject({ method: 'POST', url: '/echo', payload: {} });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: "body must have required property 'name'" });
      const answered = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Ada' } });
      expect(answered.json()).toEqual({ name: 'Ada' });
    } finally {
      await app.close();
    }
  });
});
