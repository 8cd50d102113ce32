import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves a built app (Vite's dist) at '/': index.html is revalidated on every load, hashed files under
 * assets/ are cached for a year as immutable. Returns false (and serves nothing) when the folder is missing.
 */
export function registerAppFiles(app: FastifyInstance, folder: string): boolean {
  if (!existsSync(folder)) return false;
  void app.register(fastifyStatic, {
    root: folder,
    prefix: '/',
    index: 'index.html',
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
