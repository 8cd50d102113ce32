import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';

/** How long an uploaded luggage photo may wait for a check-in or walk-in to attach it: a day. */
export const UNATTACHED_PHOTO_LIFETIME_MS = 24 * 3_600_000;

/**
 * Deletes the luggage photos no order took within {@link UNATTACHED_PHOTO_LIFETIME_MS} of their upload
 * (at `now`, ms) and answers their names. Their bytes live in the row, so nothing else is left behind. One
 * DELETE … RETURNING: safe to run from several server processes at once (each row is deleted by one of
 * them) and again (idempotent); a check-in attaching the photo meanwhile holds its row locked, and the
 * delete, which checks order_id again after the lock, leaves the attached photo alone.
 */
export async function removeUnattachedPhotos(db: Kysely<DatabaseSchema>, now: number): Promise<string[]> {
  const removed = await db
    .deleteFrom('luggage_photo')
    .where('order_id', 'is', null)
    .where('created_at', '<', new Date(now - UNATTACHED_PHOTO_LIFETIME_MS))
    .returning('name')
    .execute();
  return removed.map((photo) => photo.name);
}
