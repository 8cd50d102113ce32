import type { addOrderEndpoint, AddOrderResponse, EndpointParams } from '@luggage/api/contract';
import { couponCartFromPrice, couponRefusal } from '@luggage/domain/coupons';
import { cartDaysRefusal, type UnpaidOrderCaps } from '@luggage/domain/orders';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import type { BusinessMetrics } from '../../metrics/business-metrics';
import { ApiFailure } from '../../errors/api-failure';
import { hashSessionToken } from '../auth/hash-session-token';
import { couponRefusalFailure } from '../coupon/coupon-failures';
import { lockOrderCoupon } from '../coupon/lock-order-coupon';
import { selectUserCoupons } from '../coupon/select-user-coupons';
import { toUserCoupons } from '../coupon/to-user-coupons';
import { markOrderPaid } from '../payment/mark-order-paid';
import { checkUnpaidOrderCaps, unpaidOrderLocks, type OrderHolder } from './check-unpaid-order-caps';
import { insertPricedOrder } from './insert-priced-order';
import { pricedCartSchema, type PricedCart } from './priced-cart';
import { refuse } from './refusal-failure';
import { checkExtensionCart } from './extension/check-extension-cart';
import { lockExtendableBooking } from './extension/lock-extendable-booking';

/**
 * Booking step two for `holder` (the traveller and the device they book from) at `clock()`: in one
 * transaction, uses up the caller's addOrderToken with a
 * conditional UPDATE (of racing calls with one token exactly one gets the row), checks that the shop still
 * takes bookings and that the traveller and the device are under `unpaidOrderCaps` (checkUnpaidOrderCaps), creates the unpaid order of
 * its priced cart, holding its units until the token's expiry, and reserves them for every day (see
 * reserveInventory), and locks the cart's coupon for it (lockOrderCoupon, after asking couponRefusal again:
 * one that ended since the checkout is refused with its reason; one another order holds or used is 'this
 * coupon is no longer available'); any refusal rolls all of it back. An order with nothing to pay (payAmount 0)
 * is marked paid in the same transaction (markOrderPaid), with no payment. Another user's token is refused like an unknown one.
 * `delay` 1 places an extension of the booking `delayId` from a token checkout priced for it (else
 * 'extensionTokenMismatch'): the booking is locked and checked again (lockExtendableBooking,
 * checkExtensionCart), then the extension is an order of its own (supplement 'extension', delay_id the
 * booking) reserving the added days like any order.
 */
export async function addOrder(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number; metrics?: BusinessMetrics; unpaidOrderCaps: UnpaidOrderCaps },
  holder: OrderHolder,
  input: EndpointParams<typeof addOrderEndpoint>,
): Promise<AddOrderResponse> {
  const { userId } = holder;
  const now = deps.clock();
  const tokenHash = hashSessionToken(input.addOrderToken);
  const booked = await deps.db.transaction().execute(async (trx) => {
    const token = await trx
      .updateTable('checkout_token')
      .set({ used_at: new Date(now) })
      .where('token_hash', '=', tokenHash)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date(now))
      // The shop is read in the same statement (null when it was removed since the checkout), and the
      // holder's unpaid orders are locked (only when the token is taken) for checkUnpaidOrderCaps.
      .returning((eb) => [
        'store_id',
        'cart',
        'expires_at',
        shopOnSale(eb, 'is_support_scheduled').as('is_support_scheduled'),
        shopOnSale(eb, 'city_id').as('city_id'),
        ...unpaidOrderLocks(holder),
      ])
      .executeTakeFirst();
    if (!token) throw await tokenRefusal(trx, tokenHash, userId);
    if (token.is_support_scheduled === null || token.city_id === null) throw new ApiFailure('shopNotFound');
    const store = { is_support_scheduled: token.is_support_scheduled, city_id: token.city_id };
    if (!store.is_support_scheduled) throw new ApiFailure('bookingNotSupported');

    const cart = pricedCartSchema.parse(token.cart);
    const delayId = input.delay === 1 ? input.delayId : undefined;
    if (cart.delayId !== delayId) throw new ApiFailure('extensionTokenMismatch');
    // The booking may have changed since the checkout (paid, cancelled, another extension paid): ask again under its lock.
    if (delayId !== undefined) checkExtensionCart(await lockExtendableBooking(trx, userId, delayId, now), {
        storeId: token.store_id,
        goodsList: cart.lines,
        startDate: cart.startDate,
        endDate: cart.endDate,
      });
    // A token from before midnight (Shanghai) may still be valid after it: the first day must not have passed.
    refuse(cartDaysRefusal({ ...cart, delayId }, now));
    await checkUnpaidOrderCaps(trx, holder, deps.unpaidOrderCaps, now);
    if (cart.coupon) await checkCartCoupon(trx, userId, { storeId: token.store_id, cityId: store.city_id }, cart, cart.coupon.userCouponId, now);
    const orderId = await insertPricedOrder(
      trx,
      { storeId: token.store_id, cart, now, checkoutTokenHash: tokenHash },
      {
        user_id: userId,
        device: holder.device,
        order_from: input.order_from,
        pay_before: token.expires_at,
        ...(delayId === undefined ? {} : { delay_id: delayId, supplement: 'extension' as const }),
      },
    );
    if (cart.coupon && !(await lockOrderCoupon(trx, { couponId: cart.coupon.userCouponId, orderId, now }))) throw new ApiFailure('couponUnavailable');
    // Nothing to pay (a coupon covers it all): paid at once, without a payment, its coupon used.
    if (cart.payAmount === 0) await markOrderPaid(trx, orderId, now);
    return { orderId, payAmount: cart.payAmount, payBefore: token.expires_at.toISOString() };
  });
  // Counted once committed: a refused or rolled-back booking is no order.
  deps.metrics?.orderBooked();
  return booked;
}

/**
 * Asks couponRefusal again at add time about the coupon `couponId` of the priced `cart` at `shop`: taken by
 * another order or used since the checkout → 'couponUnavailable'; any other refusal (it ended meanwhile) →
 * its own catalogued error. The lock itself comes after the order is inserted (lockOrderCoupon).
 */
async function checkCartCoupon(
  trx: Kysely<DatabaseSchema>,
  userId: string,
  shop: { storeId: number; cityId: number },
  cart: PricedCart,
  couponId: string,
  now: number,
): Promise<void> {
  const row = await selectUserCoupons(trx, userId).where('c.id', '=', couponId).executeTakeFirst();
  const [coupon] = row ? await toUserCoupons(trx, [row], now) : [];
  if (!coupon) throw new ApiFailure('couponUnavailable');
  const refusal = couponRefusal(coupon, couponCartFromPrice(shop, cart, cart.totalDays), now);
  if (refusal?.reason === 'notUnused') throw new ApiFailure('couponUnavailable');
  if (refusal) throw couponRefusalFailure(refusal);
}

/** `column` of the checkout token's shop while it is on sale (as requireShopOnSale reads it), inside the token's UPDATE. */
function shopOnSale<Column extends 'is_support_scheduled' | 'city_id'>(eb: ExpressionBuilder<DatabaseSchema, 'checkout_token'>, column: Column) {
  return eb.selectFrom('store').select(column).whereRef('store.id', '=', 'checkout_token.store_id').where('store.removed_at', 'is', null);
}

/** Why the token was not taken: unknown or another user's (the same answer for both), used, or expired. */
async function tokenRefusal(db: Kysely<DatabaseSchema>, tokenHash: string, userId: string): Promise<ApiFailure> {
  const token = await db
    .selectFrom('checkout_token')
    .select(['used_at'])
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!token) return new ApiFailure('orderTokenInvalid');
  return new ApiFailure(token.used_at ? 'orderTokenUsed' : 'orderTokenExpired');
}
