import type { ClaimCouponResponse, claimCouponEndpoint, EndpointParams } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { ApiFailure } from '../../errors/api-failure';
import { claimRefusalFailure } from './coupon-failures';
import { issueCoupon } from './issue-coupon';
import { readUserCoupon } from './read-user-coupon';

/**
 * coupon_v2: `userId` claims one copy of the activity template `params.id` at `clock()` (see issueCoupon,
 * which makes it exactly once) and gets it as the contract's coupon. A refusal is its catalogued error
 * (claimRefusalFailure) with nothing written; the welcome template is not claimed by id ('coupon not
 * found').
 */
export async function claimCoupon(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  userId: string,
  params: EndpointParams<typeof claimCouponEndpoint>,
): Promise<ClaimCouponResponse> {
  const now = deps.clock();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const outcome = await issueCoupon(trx, { templateId: params.id, channel: 'activity', userId, now });
      if ('refusal' in outcome) throw claimRefusalFailure(outcome.refusal);
      return { coupon: await readUserCoupon(trx, userId, outcome.couponId, now) };
    });
  } catch (error) {
    // The template lock makes this impossible; the unique copy number is the database's own guard behind it.
    if (!isUniqueViolation(error)) throw error;
    const template = await deps.db.selectFrom('coupon_template').select('per_person_limit').where('id', '=', params.id).executeTakeFirstOrThrow();
    throw new ApiFailure('couponLimitReached', 200, { limit: String(template.per_person_limit) });
  }
}
