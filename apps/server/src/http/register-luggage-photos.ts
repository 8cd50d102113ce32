import { luggagePhotoNameSchema } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { LUGGAGE_PHOTO_PATH, type LuggagePhotoUrls } from '../services/business/luggage-photo-url';
import { registerSignedFiles } from './register-signed-files';

/**
 * GET /api/luggage_photos/:name?expires=&sig= (registerSignedFiles): a luggage photo's bytes. Its signed URLs
 * are made only in answers to the order's traveller and to the shop's staff (and for an unattached photo, to
 * the staff who just uploaded it). Cached privately for an hour (the URL changes hourly).
 */
export function registerLuggagePhotos(app: FastifyInstance, context: { db: Kysely<DatabaseSchema>; clock: () => number; photoUrls: LuggagePhotoUrls }): void {
  registerSignedFiles(app, {
    path: LUGGAGE_PHOTO_PATH,
    urls: context.photoUrls,
    clock: context.clock,
    isName: (name) => luggagePhotoNameSchema.safeParse(name).success,
    load: async (name) => {
      const photo = await context.db.selectFrom('luggage_photo').select(['mime', 'content']).where('name', '=', name).executeTakeFirst();
      return photo ? { send: (reply) => reply.header('Content-Type', photo.mime).header('Cache-Control', 'private, max-age=3600').send(photo.content) } : null;
    },
  });
}
