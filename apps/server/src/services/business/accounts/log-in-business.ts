import type { businessLoginEndpoint, BusinessLoginResponse, EndpointParams } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';
import { redeemSmsCodeNow } from '../../auth/redeem-sms-code-now';
import { startSignInSession } from '../../auth/start-sign-in-session';
import { listStaffShops } from './list-staff-shops';

/**
 * A staff sign-in: uses up the phone's business code (see redeemSmsCode), then starts a business session at
 * `clock()` for the phone's account. A phone whose account works at no shop (or has no account) is refused
 * with 'notStaff' only after its code is used, so the refusal tells nothing to someone without the code.
 */
export async function logInBusiness(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  typed: EndpointParams<typeof businessLoginEndpoint>,
): Promise<BusinessLoginResponse> {
  const now = await redeemSmsCodeNow(deps, { ...typed, area: 'business' });
  const user = await deps.db
    .selectFrom('app_user')
    .select('id')
    .where('country', '=', typed.country)
    .where('phone', '=', typed.phone)
    .executeTakeFirst();
  const shops = user ? await listStaffShops(deps.db, user.id) : [];
  if (!user || shops.length === 0) throw new ApiFailure('notStaff');
  return { ...(await startSignInSession(deps.db, { userId: user.id, area: 'business', now }, typed)), shops };
}
