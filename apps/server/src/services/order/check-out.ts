import { randomBytes } from 'node:crypto';
import { ORDER_HOLD_MINUTES, type checkoutEndpoint, type CheckoutResponse, type EndpointParams } from '@luggage/api/contract';
import { couponCartFromPrice } from '@luggage/domain/coupons';
import { cartDaysRefusal } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { hashSessionToken } from '../auth/hash-session-token';
import { chooseCheckoutCoupon } from '../coupon/choose-checkout-coupon';
import { priceOnlineBooking } from './price-booking';
import { pricedCartSchema } from './priced-cart';
import { refuse } from './refusal-failure';
import { checkExtensionCart } from './extension/check-extension-cart';
import { lockExtendableBooking } from './extension/lock-extendable-booking';

/**
 * Booking step one for `userId` at `clock()`: checks the shop (on sale, taking bookings), the start date
 * (not before today in Shanghai), the goods (offered by the shop) and the room on every day (the range's
 * minimum; none on a day the shop is closed: 'shopClosedOnDate'), prices the lines with items from the
 * database at the shop's discount, takes off the coupon `cart.coupon` names (chooseCheckoutCoupon; a
 * refused coupon stores no token), and stores a single-use addOrderToken (256 random bits, only its
 * SHA-256 kept) with the priced cart and its coupon for ORDER_HOLD_MINUTES. With `cart.delayId` it prices
 * an extension of that booking (checkExtensionCart on the booking, read under its lock first; no coupon)
 * and the token's cart remembers the booking.
 */
export async function checkOut(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  userId: string,
  cart: EndpointParams<typeof checkoutEndpoint>,
): Promise<CheckoutResponse> {
  const now = deps.clock();
  const { delayId } = cart;
  if (delayId !== undefined) await deps.db.transaction().execute(async (trx) => checkExtensionCart(await lockExtendableBooking(trx, userId, delayId, now), cart));
  refuse(cartDaysRefusal({ ...cart, delayId }, now));
  const { priced: shopPrice, cityId } = await priceOnlineBooking(deps.db, cart, now);
  const couponCart = couponCartFromPrice({ storeId: cart.storeId, cityId }, shopPrice, shopPrice.totalDays);
  // Coupons do not apply to extensions.
  const coupon = delayId === undefined ? await chooseCheckoutCoupon(deps.db, userId, cart.coupon, couponCart, now) : null;
  const couponAmount = coupon?.amount ?? 0;
  // couponDiscount never exceeds the lines it applies to, which add up to payAmount: it stays ≥ 0.
  const priced = coupon
    ? {
        ...shopPrice,
        discountAmount: shopPrice.discountAmount + couponAmount,
        payAmount: shopPrice.payAmount - couponAmount,
        coupon,
      }
    : { ...shopPrice, ...(delayId === undefined ? {} : { delayId }) };
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + ORDER_HOLD_MINUTES * 60_000);
  await deps.db
    .insertInto('checkout_token')
    .values({
      token_hash: hashSessionToken(token),
      user_id: userId,
      store_id: cart.storeId,
      cart: JSON.stringify(pricedCartSchema.encode(priced)),
      created_at: new Date(now),
      expires_at: expiresAt,
    })
    .execute();
  return {
    storeId: cart.storeId,
    startDate: priced.startDate,
    endDate: priced.endDate,
    totalDays: priced.totalDays,
    goodsList: priced.lines,
    orderAmount: priced.orderAmount,
    discountAmount: priced.discountAmount,
    payAmount: priced.payAmount,
    coupon: coupon && { clientCouponId: coupon.userCouponId, amount: coupon.amount },
    couponAmount,
    addOrderToken: token,
    tokenExpiresAt: expiresAt.toISOString(),
  };
}
