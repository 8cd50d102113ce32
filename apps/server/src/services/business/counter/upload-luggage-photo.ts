import type { EndpointParams, uploadLuggagePhotoEndpoint, UploadLuggagePhotoResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { randomHexId } from '../../payment/random-hex-id';
import type { LuggagePhotoUrls } from '../luggage-photo-url';
import { reencodeLuggagePhoto } from './reencode-luggage-photo';

/**
 * Stores a luggage photo (base64 `image`) uploaded by staff `userId` of shop `storeId` at `clock()`:
 * checked and re-encoded by {@link reencodeLuggagePhoto}, kept unattached in luggage_photo under a new
 * name (32 random hex digits + '.jpg') until a check-in or walk-in attaches it. Answers the name, a signed
 * URL for the counter's preview and the stored size. Unattached photos are never shown to travellers.
 */
export async function uploadLuggagePhoto(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number; photoUrls: LuggagePhotoUrls },
  upload: EndpointParams<typeof uploadLuggagePhotoEndpoint> & { userId: string },
): Promise<UploadLuggagePhotoResponse> {
  const photo = await reencodeLuggagePhoto(Buffer.from(upload.image, 'base64'));
  const now = deps.clock();
  const name = `${randomHexId()}.jpg`;
  await deps.db
    .insertInto('luggage_photo')
    .values({ name, store_id: upload.storeId, uploaded_by: upload.userId, ...photo, created_at: new Date(now) })
    .execute();
  return { name, url: await deps.photoUrls.urlFor(name, now), width: photo.width, height: photo.height };
}
