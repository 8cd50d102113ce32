import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The only file names served: lower-case letters, digits and dashes, optional '_sm2', an image extension. */
export const PHOTO_FILE = /^[a-z0-9][a-z0-9-]{0,80}(?:_sm2)?\.(?:jpg|jpeg|png|webp)$/;

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * GET /api/photos/:file: shop photos from `folder`, unsigned (loaded by <img>), cached for 30 days.
 * Any name outside {@link PHOTO_FILE} (so any path traversal) or a missing file is HTTP 404.
 */
export function registerPhotos(app: FastifyInstance, folder: string): void {
  app.get<{ Params: { file: string } }>('/api/photos/:file', { config: { signed: false } }, async (request, reply) => {
    const { file } = request.params;
    if (!PHOTO_FILE.test(file)) return reply.callNotFound();
    const path = join(folder, file);
    const stats = await stat(path).catch(() => null);
    if (!stats?.isFile()) return reply.callNotFound();
    return reply
      .header('Content-Type', CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
      .header('Content-Length', stats.size)
      .header('Cache-Control', 'public, max-age=2592000')
      .send(createReadStream(path));
  });
}
