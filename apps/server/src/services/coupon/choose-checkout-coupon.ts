import type { CheckoutCouponChoice } from '@luggage/api/contract';
import { bestCoupon, CLIENT_COUPON_STATUS, couponDiscount, couponRefusal, type CouponCart } from '@luggage/domain/coupons';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { clientCouponStatusSql } from './client-coupon-status-sql';
import { couponRefusalFailure } from './coupon-failures';
import { selectUserCoupons } from './select-user-coupons';
import { toUserCoupons } from './to-user-coupons';

/** The coupon a checkout prices with: the traveller's user_coupon id and the fen it takes off (> 0). */
export interface CheckoutCoupon {
  userCouponId: string;
  amount: number;
}

/**
 * The coupon of `userId` that checkout_v2's `choice` names for `cart` at `now` (ms), weighed by the
 * domain's own rules:
 * - absent or 'none': null;
 * - 'best': bestCoupon among the traveller's unused coupons (largest discount, tie → ends first), null
 *   when none applies;
 * - a clientCouponId: that coupon when couponRefusal lets it through, else its refusal's catalogued error
 *   (couponRefusalFailure); unknown or another traveller's → 'coupon not found'.
 * Reads only: the coupon is locked by add order (lockOrderCoupon).
 */
export async function chooseCheckoutCoupon(
  db: Kysely<DatabaseSchema>,
  userId: string,
  choice: CheckoutCouponChoice | undefined,
  cart: CouponCart,
  now: number,
): Promise<CheckoutCoupon | null> {
  if (choice === undefined || choice === 'none') return null;
  if (choice === 'best') {
    const unused = await selectUserCoupons(db, userId)
      .where(sql<boolean>`${clientCouponStatusSql('c', 'o', now)} = ${CLIENT_COUPON_STATUS.unused}`)
      .orderBy('c.id')
      .execute();
    const best = bestCoupon(await toUserCoupons(db, unused, now), cart, now);
    return best && { userCouponId: best.coupon.clientCouponId, amount: best.discount };
  }
  const row = await selectUserCoupons(db, userId).where('c.id', '=', choice).executeTakeFirst();
  if (!row) throw new ApiFailure('couponNotFound');
  const [coupon] = await toUserCoupons(db, [row], now);
  if (!coupon) throw new Error(`coupon ${choice} was read but not converted`);
  const refusal = couponRefusal(coupon, cart, now);
  if (refusal) throw couponRefusalFailure(refusal);
  return { userCouponId: coupon.clientCouponId, amount: couponDiscount(coupon, cart) };
}
