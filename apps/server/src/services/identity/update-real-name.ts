import type { EndpointParams, updateNameEndpoint, UpdateNameResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { redeemSmsCodeNow } from '../auth/redeem-sms-code-now';
import { isRealNameVerified } from './is-real-name-verified';

/**
 * Sets `userId`'s real name to `name`, confirmed by the 'realname' SMS code sent to their own phone (used
 * up as at login: single use, wrong tries counted). Once verified, only the same name is accepted
 * ('alreadyVerified' before the code is looked at): a traveller has at most one passed verification.
 */
export async function updateRealName(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  userId: string,
  { name, code }: EndpointParams<typeof updateNameEndpoint>,
): Promise<UpdateNameResponse> {
  const user = await deps.db.selectFrom('app_user').select(['country', 'phone', 'real_name']).where('id', '=', userId).executeTakeFirstOrThrow();
  const verified = await isRealNameVerified(deps.db, userId);
  if (verified && name !== user.real_name) throw new ApiFailure('alreadyVerified');
  const now = await redeemSmsCodeNow(deps, { area: 'realname', country: user.country, phone: user.phone, code });
  await deps.db.updateTable('app_user').set({ real_name: name, real_name_confirmed_at: new Date(now) }).where('id', '=', userId).execute();
  return { name, verified };
}
