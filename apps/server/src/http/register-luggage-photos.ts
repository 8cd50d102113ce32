import { luggagePhotoNameSchema } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { LUGGAGE_PHOTO_PATH, type LuggagePhotoUrls } from '../services/business/luggage-photo-url';

/**
 * GET /api/luggage_photos/:name?expires=&sig=: a luggage photo's bytes, outside the request signature
 * (an <img> cannot sign) but only with a URL signed by `photoUrls` that has not expired. Such URLs are
 * made only in answers to the order's traveller and to the shop's staff (and for an unattached photo, to
 * the staff who just uploaded it). Any bad name, signature or expiry, or a photo that is gone, is HTTP 404
 * so nothing tells a guess apart from a missing photo. Cached privately for an hour (the URL changes hourly).
 */
export function registerLuggagePhotos(app: FastifyInstance, context: { db: Kysely<DatabaseSchema>; clock: () => number; photoUrls: LuggagePhotoUrls }): void {
  app.get<{ Params: { name: string }; Querystring: { expires?: unknown; sig?: unknown } }>(
    `${LUGGAGE_PHOTO_PATH}:name`,
    { config: { signed: false } },
    async (request, reply) => {
      const { name } = request.params;
      const { expires, sig } = request.query;
      if (!luggagePhotoNameSchema.safeParse(name).success || typeof expires !== 'string' || typeof sig !== 'string') return reply.callNotFound();
      if (!(await context.photoUrls.isValid(name, expires, sig, context.clock()))) return reply.callNotFound();
      const photo = await context.db.selectFrom('luggage_photo').select(['mime', 'content']).where('name', '=', name).executeTakeFirst();
      if (!photo) return reply.callNotFound();
      return reply.header('Content-Type', photo.mime).header('Cache-Control', 'private, max-age=3600').send(photo.content);
    },
  );
}
