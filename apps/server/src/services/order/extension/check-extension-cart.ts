import { ORDER_MAX_DAYS, type CheckoutCouponChoice } from '@luggage/api/contract';
import { addDays } from '@luggage/domain/dates';
import { extensionDaysRefusal } from '@luggage/domain/orders';
import { ApiFailure } from '../../../errors/api-failure';
import type { ExtendableBooking } from './lock-extendable-booking';
import { extensionFailure } from './extension-failure';

/** An extension as a checkout asks for it: the booking's shop and items, the first added day, the new last day. */
export interface ExtensionCart {
  storeId: number;
  goodsList: { goodsId: number; count: number }[];
  startDate: string;
  endDate: string;
  coupon?: CheckoutCouponChoice;
}

/**
 * Throws why `cart` is not a valid extension of the locked booking `extendable` (see lockExtendableBooking),
 * in this order: the booking's refusal (extensionRefusal); a coupon named ('extensionNoCoupon': coupons do
 * not apply to extensions, 'best' and 'none' price without one); another shop, other items or counts, or a
 * first day other than the day after the effective end ('extensionCartMismatch' naming that day); the new
 * end not after the effective end or adding more than ORDER_MAX_DAYS days (extensionDaysRefusal).
 */
export function checkExtensionCart(extendable: ExtendableBooking, cart: ExtensionCart): void {
  const { booking, lines, refusal } = extendable;
  if (refusal) throw extensionFailure(refusal, booking.endTime);
  if (cart.coupon !== undefined && cart.coupon !== 'best' && cart.coupon !== 'none') throw new ApiFailure('extensionNoCoupon');
  const firstDay = addDays(booking.endTime, 1);
  const wanted = cart.goodsList.filter((line) => line.count > 0).sort((a, b) => a.goodsId - b.goodsId);
  const sameItems = wanted.length === lines.length && wanted.every((line, index) => line.goodsId === lines[index]?.goodsId && line.count === lines[index]?.count);
  if (cart.storeId !== booking.storeId || !sameItems || cart.startDate !== firstDay) throw new ApiFailure('extensionCartMismatch', 200, { date: firstDay });
  const daysRefusal = extensionDaysRefusal(booking.endTime, cart.endDate, ORDER_MAX_DAYS);
  if (daysRefusal) throw extensionFailure(daysRefusal, booking.endTime);
}
