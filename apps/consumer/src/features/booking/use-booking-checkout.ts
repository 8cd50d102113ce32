import { COUPON_USE_REFUSAL_CODES, type CheckoutCouponChoice, type CheckoutRequest } from '@luggage/api/contract';
import { isApiError, isApiErrorOf } from '@luggage/api/errors';
import { useCheckoutMutation } from '@luggage/api/order-api';
import { useRejectionToast } from '@luggage/api/store';
import type { BookingCheckout } from './booking-slice';

/** What checkout prices: the cart without its coupon. */
export type BookingCart = Omit<CheckoutRequest, 'coupon'>;

/** The server's words when it refused only the coupon (COUPON_USE_REFUSAL_CODES), else null. */
export function couponRefusalText(error: unknown): string | null {
  if (!isApiError(error) || !error.message) return null;
  return COUPON_USE_REFUSAL_CODES.some((code) => isApiErrorOf(error, code)) ? error.message : null;
}

/**
 * Checkout of a booking with a coupon choice (spec §4: a coupons error clears the discount). When the server
 * refuses only the coupon (ended, out of scope, taken by another order…), the booking is priced again with
 * `fallback` — 'none' after the traveller's own pick, 'best' when another order took it — and the answer
 * says why the coupon went. Any other refusal is a toast (spec §8), handed to `onRefused`, and the answer is null.
 */
export function useBookingCheckout(onRefused?: (error: unknown) => void) {
  const [checkout, state] = useCheckoutMutation();
  const showRefusal = useRejectionToast();
  const run = async (cart: BookingCart, choice: CheckoutCouponChoice, fallback: 'none' | 'best' = 'none'): Promise<BookingCheckout | null> => {
    const first = await checkout({ ...cart, coupon: choice });
    if (first.data) return { checkout: first.data, couponChoice: choice, couponNotice: null };
    const couponNotice = choice === fallback ? null : couponRefusalText(first.error);
    const refused = (error: unknown) => {
      showRefusal(error);
      onRefused?.(error);
      return null;
    };
    if (couponNotice === null) return refused(first.error);
    const again = await checkout({ ...cart, coupon: fallback });
    return again.data ? { checkout: again.data, couponChoice: fallback, couponNotice } : refused(again.error);
  };
  return [run, state] as const;
}
