import type { LoginResponse } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { createSession } from './create-session';
import { formatPhone } from './format-phone';
import { redeemSmsCode } from './redeem-sms-code';

/**
 * A traveller's login: uses up the phone's code (see redeemSmsCode), creates the account on the phone's
 * first login, and starts a consumer session at `clock()`.
 */
export async function logInWithSmsCode(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  typed: { country: string; phone: string; code: string },
): Promise<LoginResponse> {
  const now = deps.clock();
  await redeemSmsCode(deps.db, { ...typed, area: 'user' }, now);
  return deps.db.transaction().execute(async (trx) => {
    // The no-op update makes RETURNING give the id of an existing account too.
    const user = await trx
      .insertInto('app_user')
      .values({ country: typed.country, phone: typed.phone, created_at: new Date(now) })
      .onConflict((conflict) => conflict.columns(['country', 'phone']).doUpdateSet({ phone: (eb) => eb.ref('excluded.phone') }))
      .returning(sql<string>`id::text`.as('id'))
      .executeTakeFirstOrThrow();
    const userToken = await createSession(trx, { userId: user.id, area: 'user', now });
    return { userId: user.id, userToken, phone: formatPhone(typed.country, typed.phone) };
  });
}
