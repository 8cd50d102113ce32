import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { serverSecret } from './server-secret';

/** Path of the luggage photos; a photo is served only with a valid `expires` and `sig`. */
export const LUGGAGE_PHOTO_PATH = '/api/luggage_photos/';

const SECRET_NAME = 'luggage-photo-url';
const HOUR_MS = 3_600_000;

function signature(secret: string, name: string, expires: number): string {
  return createHmac('sha256', secret).update(`${name}.${expires}`).digest('hex').slice(0, 32);
}

/**
 * Makes and checks the URLs of luggage photos. Photos are private (the order's traveller and that shop's
 * staff only), and an <img> cannot send the signed headers, so whoever may see an order gets URLs signed
 * with a server secret that stop working after 1–2 hours: `expires` is rounded up to the next hour and one
 * more, so answers within the same hour repeat the same URL and the browser's cache works.
 */
export function luggagePhotoUrls(db: Kysely<DatabaseSchema>) {
  let secret: Promise<string> | undefined;
  // A failed read (the database briefly away) is not kept: the next call reads again.
  const loadSecret = () =>
    (secret ??= serverSecret(db, SECRET_NAME).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
  return {
    /** The URL of photo `name` (server-made, see luggagePhotoNameSchema) valid from `now` (ms). */
    async urlFor(name: string, now: number): Promise<string> {
      const expires = Math.ceil(now / HOUR_MS) * HOUR_MS + HOUR_MS;
      const sig = signature(await loadSecret(), name, expires);
      return `${LUGGAGE_PHOTO_PATH}${name}?expires=${expires}&sig=${sig}`;
    },
    /** True when `sig` is the signature of `name` and `expires`, and `expires` (ms) is after `now`. */
    async isValid(name: string, expires: string, sig: string, now: number): Promise<boolean> {
      if (!/^\d{13}$/.test(expires) || !/^[0-9a-f]{32}$/.test(sig) || Number(expires) <= now) return false;
      const expected = signature(await loadSecret(), name, Number(expires));
      return timingSafeEqual(Buffer.from(expected), Buffer.from(sig));
    },
  };
}

export type LuggagePhotoUrls = ReturnType<typeof luggagePhotoUrls>;
