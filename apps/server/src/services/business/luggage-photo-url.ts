import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { signedFileUrls, type SignedFileUrls } from '../signed-file-urls';

/** Path of the luggage photos; a photo is served only with a valid `expires` and `sig`. */
export const LUGGAGE_PHOTO_PATH = '/api/luggage_photos/';

/**
 * Makes and checks the URLs of luggage photos. Photos are private (the order's traveller and that shop's
 * staff only), and an <img> cannot send the signed headers, so whoever may see an order gets URLs signed
 * with a server secret that stop working after 1–2 hours (see signedFileUrls).
 */
export function luggagePhotoUrls(db: Kysely<DatabaseSchema>): SignedFileUrls {
  return signedFileUrls(db, 'luggage-photo-url', LUGGAGE_PHOTO_PATH);
}

export type LuggagePhotoUrls = SignedFileUrls;
