import { couponCartFromPrice, couponDiscount } from '@luggage/domain/coupons';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { selectUserCoupons } from '../coupon/select-user-coupons';
import { toUserCoupons } from '../coupon/to-user-coupons';
import { priceOnlineBooking } from './price-booking';
import type { PricedCart } from './priced-cart';

/** A booking about to change shop: whose, its goods and days, what it cost and the coupon it used. */
export interface MovingBooking {
  userId: string;
  startDate: string;
  endDate: string;
  lines: { goodsId: 1 | 2; count: number }[];
  /** Fen the booking costs now (its pay_amount). */
  payAmount: number;
  couponId: string | null;
}

/** The booking's price at the new shop and the difference to what it costs now (fen; above 0 to pay). */
export interface MovePrice {
  cart: PricedCart;
  difference: number;
}

/**
 * Prices `booking` at shop `storeId` at `now`, as checkout would: the shop must be on sale ('shopNotFound')
 * and take bookings ('bookingNotSupported'), offer the goods and have room on every day as availability
 * shows it (priceOnlineBooking's refusals; the move checks again under lock). The booking's coupon stays when it
 * still takes something off at the new shop (couponDiscount: its scope, goods and minimum spend; its
 * validity is not asked again, it was used when the booking was paid), else the cart has none.
 */
export async function priceMove(db: Kysely<DatabaseSchema>, booking: MovingBooking, storeId: number, now: number): Promise<MovePrice> {
  const { priced, cityId } = await priceOnlineBooking(db, { storeId, goodsList: booking.lines, startDate: booking.startDate, endDate: booking.endDate }, now);
  const couponAmount = booking.couponId ? await keptCouponAmount(db, booking.userId, booking.couponId, couponCartFromPrice({ storeId, cityId }, priced, priced.totalDays), now) : 0;
  const payAmount = Math.max(0, priced.payAmount - couponAmount);
  const taken = priced.payAmount - payAmount;
  const cart: PricedCart = {
    ...priced,
    discountAmount: priced.discountAmount + taken,
    payAmount,
    ...(booking.couponId && taken > 0 ? { coupon: { userCouponId: booking.couponId, amount: taken } } : {}),
  };
  return { cart, difference: payAmount - booking.payAmount };
}

/** What the booking's coupon `couponId` of `userId` takes off `cart` (fen), 0 when it no longer applies. */
async function keptCouponAmount(
  db: Kysely<DatabaseSchema>,
  userId: string,
  couponId: string,
  cart: Parameters<typeof couponDiscount>[1],
  now: number,
): Promise<number> {
  const row = await selectUserCoupons(db, userId).where('c.id', '=', couponId).executeTakeFirst();
  const [coupon] = row ? await toUserCoupons(db, [row], now) : [];
  return coupon ? couponDiscount(coupon, cart) : 0;
}
