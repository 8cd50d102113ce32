import type { Kysely } from 'kysely';
import type { DatabaseSchema, SessionArea } from '../../db/database-schema';
import { createSession } from './create-session';
import { formatPhone } from './format-phone';

/**
 * The last step of every sign-in with a code: starts `session.userId`'s session in its area at
 * `session.now` (see createSession) and answers what each sign-in answers, the account, the session token
 * and the phone as shown ('+86 13800138000').
 */
export async function startSignInSession(
  db: Kysely<DatabaseSchema>,
  session: { userId: string; area: SessionArea; now: number },
  signedIn: { country: string; phone: string },
): Promise<{ userId: string; userToken: string; phone: string }> {
  const userToken = await createSession(db, session);
  return { userId: session.userId, userToken, phone: formatPhone(signedIn.country, signedIn.phone) };
}
