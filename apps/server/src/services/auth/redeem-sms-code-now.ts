import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { redeemSmsCode, type TypedSmsCode } from './redeem-sms-code';

/**
 * The first step of every sign-in with a code (a traveller's login, a staff sign-in, an accepted
 * invitation): uses up `typed` at `clock()` (see redeemSmsCode) and answers that moment (ms), the one the
 * sign-in's writes then use.
 */
export async function redeemSmsCodeNow(deps: { db: Kysely<DatabaseSchema>; clock: () => number }, typed: TypedSmsCode): Promise<number> {
  const now = deps.clock();
  await redeemSmsCode(deps.db, typed, now);
  return now;
}
