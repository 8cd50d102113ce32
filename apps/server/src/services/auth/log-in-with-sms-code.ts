import type { EndpointParams, loginEndpoint, LoginResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { issueWelcomeCoupons } from '../coupon/issue-welcome-coupons';
import { attributePromotion } from '../rewards/attribute-promotion';
import { hasTravellerSession } from './has-traveller-session';
import { redeemSmsCodeNow } from './redeem-sms-code-now';
import { startSignInSession } from './start-sign-in-session';
import { upsertAppUser } from './upsert-app-user';

/**
 * A traveller's login: uses up the phone's code (see redeemSmsCode), creates the account on the phone's
 * first login, and starts a consumer session at `clock()`. At the account's first traveller login (no
 * consumer session before: a new phone, or a shop's staff booking for the first time) the welcome coupons
 * are issued in the same transaction (issueWelcomeCoupons), so a login that fails gives none and a
 * traveller never gets them twice. A login that creates the account with a `promo` code attributes the
 * new traveller to the code's holder in the same transaction (attributePromotion); an existing account
 * is never attributed by a login.
 */
export async function logInWithSmsCode(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  typed: EndpointParams<typeof loginEndpoint>,
): Promise<LoginResponse> {
  const now = await redeemSmsCodeNow(deps, { ...typed, area: 'user' });
  return deps.db.transaction().execute(async (trx) => {
    const { id: userId, isNew } = await upsertAppUser(trx, typed, now);
    if (isNew && typed.promo !== undefined) await attributePromotion(trx, { userId, code: typed.promo, source: 'link', now });
    if (!(await hasTravellerSession(trx, userId))) await issueWelcomeCoupons(trx, userId, now);
    return startSignInSession(trx, { userId, area: 'user', now }, typed);
  });
}
