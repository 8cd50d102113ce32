import type { EndpointParams, loginEndpoint, LoginResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { createSession } from './create-session';
import { formatPhone } from './format-phone';
import { redeemSmsCode } from './redeem-sms-code';
import { upsertAppUser } from './upsert-app-user';

/**
 * A traveller's login: uses up the phone's code (see redeemSmsCode), creates the account on the phone's
 * first login, and starts a consumer session at `clock()`.
 */
export async function logInWithSmsCode(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  typed: EndpointParams<typeof loginEndpoint>,
): Promise<LoginResponse> {
  const now = deps.clock();
  await redeemSmsCode(deps.db, { ...typed, area: 'user' }, now);
  return deps.db.transaction().execute(async (trx) => {
    const userId = await upsertAppUser(trx, typed, now);
    const userToken = await createSession(trx, { userId, area: 'user', now });
    return { userId, userToken, phone: formatPhone(typed.country, typed.phone) };
  });
}
