import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { serverSecret } from './business/server-secret';

const HOUR_MS = 3_600_000;

function signature(secret: string, name: string, expires: number): string {
  return createHmac('sha256', secret).update(`${name}.${expires}`).digest('hex').slice(0, 32);
}

/** Makes and checks the short-lived signed URLs of one kind of private file (see {@link signedFileUrls}). */
export interface SignedFileUrls {
  /** The URL of file `name` valid from `now` (ms). */
  urlFor(name: string, now: number): Promise<string>;
  /** True when `sig` is the signature of `name` and `expires`, and `expires` (ms) is after `now`. */
  isValid(name: string, expires: string, sig: string, now: number): Promise<boolean>;
}

/**
 * Signed URLs `<path><name>?expires=&sig=` of private files (luggage photos, invoice PDFs) for whoever may
 * see them: an <img> or a download link cannot send the signed headers, so the answers that may show a
 * file give URLs signed with the server secret `secretName` (shared through the database) that stop
 * working after 1–2 hours: `expires` is rounded up to the next hour and one more, so answers within the
 * same hour repeat the same URL and the browser's cache works.
 */
export function signedFileUrls(db: Kysely<DatabaseSchema>, secretName: string, path: string): SignedFileUrls {
  let secret: Promise<string> | undefined;
  // A failed read (the database briefly away) is not kept: the next call reads again.
  const loadSecret = () =>
    (secret ??= serverSecret(db, secretName).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
  return {
    async urlFor(name, now) {
      const expires = Math.ceil(now / HOUR_MS) * HOUR_MS + HOUR_MS;
      const sig = signature(await loadSecret(), name, expires);
      return `${path}${name}?expires=${expires}&sig=${sig}`;
    },
    async isValid(name, expires, sig, now) {
      if (!/^\d{13}$/.test(expires) || !/^[0-9a-f]{32}$/.test(sig) || Number(expires) <= now) return false;
      const expected = signature(await loadSecret(), name, Number(expires));
      return timingSafeEqual(Buffer.from(expected), Buffer.from(sig));
    },
  };
}
