import type { CouponInfoResponse } from '@luggage/api/contract';
import { claimsCloseAt, couponClaimRefusal, couponLastDay } from '@luggage/domain/coupons';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { countClaimed } from './count-claimed';
import { selectScopeShops } from './select-scope-shops';
import { selectTemplates } from './select-templates';
import { templateOfferFacts } from './template-offer-facts';
import { templateValidity, toCouponTerms } from './to-coupon-terms';
import type { TemplateRow } from './template-columns';

/** The validity of a claimed copy as the activity page states it. */
function validityView(row: TemplateRow): CouponInfoResponse['validity'] {
  const validity = templateValidity(row);
  if (validity.kind === 'days') return validity;
  const endTime = new Date(validity.endTime);
  return { kind: 'window', startTime: new Date(validity.startTime).toISOString(), endTime: endTime.toISOString(), lastDay: couponLastDay(endTime) };
}

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
    validity: validityView(row),
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
