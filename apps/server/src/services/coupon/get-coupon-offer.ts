import type { CouponInfoResponse } from '@luggage/api/contract';
import { claimsCloseAt, couponClaimRefusal } from '@luggage/domain/coupons';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { countClaimed } from './count-claimed';
import { selectScopeShops } from './select-scope-shops';
import { selectTemplates } from './select-templates';
import { templateOfferFacts } from './template-offer-facts';
import { templateValidityView } from './template-validity-view';
import { toCouponTerms } from './to-coupon-terms';

/**
 * coupon_info: the activity template `templateId` at `now` (ms) for `userId` (null: a guest): its terms,
 * validity, claim window, stock and limit, the caller's copies, and couponClaimRefusal's answer for them
 * (a guest's copies are not counted). Unknown, or not an activity template: 'coupon not found'.
 */
export async function getCouponOffer(db: Kysely<DatabaseSchema>, templateId: number, userId: string | null, now: number): Promise<CouponInfoResponse> {
  const row = await selectTemplates(db).where('t.id', '=', templateId).where('t.channel', '=', 'activity').executeTakeFirst();
  if (!row) throw new ApiFailure('couponNotFound');
  const shops = row.scope_kind === 'shops' ? await selectScopeShops(db, [row.id]) : new Map();
  const claimed = userId === null ? null : await countClaimed(db, row.id, userId);
  const facts = templateOfferFacts(row);
  const closesAt = claimsCloseAt(facts);
  const remaining = row.stock === null ? null : Math.max(0, row.stock - row.issued);
  return {
    id: row.id,
    ...toCouponTerms(row, shops),
    validity: templateValidityView(row),
    claimStartTime: row.claim_from?.toISOString() ?? null,
    claimEndTime: closesAt === null ? null : new Date(closesAt).toISOString(),
    stock: row.stock,
    remaining,
    hasStock: remaining === null || remaining > 0,
    perPersonLimit: row.per_person_limit,
    claimed,
    claimRefusal: couponClaimRefusal(facts, claimed, now)?.reason ?? null,
  };
}
