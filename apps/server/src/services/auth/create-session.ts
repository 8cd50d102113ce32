import { randomBytes } from 'node:crypto';
import { SESSION_DAYS } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, SessionArea } from '../../db/database-schema';
import { hashSessionToken } from './hash-session-token';

/**
 * Starts a session of `userId` in `area` at `now` (ms), valid SESSION_DAYS days, and returns its token:
 * 256 random bits, base64url; only its SHA-256 is stored.
 */
export async function createSession(
  db: Kysely<DatabaseSchema>,
  session: { userId: string; area: SessionArea; now: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('session')
    .values({
      token_hash: hashSessionToken(token),
      user_id: session.userId,
      area: session.area,
      created_at: new Date(session.now),
      expires_at: new Date(session.now + SESSION_DAYS * 86_400_000),
    })
    .execute();
  return token;
}
