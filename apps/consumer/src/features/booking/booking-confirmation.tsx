import { formatDate } from '@luggage/domain/dates';
import { orderSource } from '@luggage/api/client';
import { isApiError } from '@luggage/api/errors';
import type { CheckoutResponse } from '@luggage/api/contract';
import { useAddOrderMutation } from '@luggage/api/order-api';
import { useAppDispatch, useAppSelector, useRejectionToast } from '@luggage/api/store';
import { couponCartFromPrice } from '@luggage/domain/coupons';
import { formatYuan } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GoodsCountRows } from '../../shared/shop-facts/goods-count-rows';
import { BookingCoupon } from './booking-coupon';
import { backToForm, checkedOut, orderPlaced, selectBooking, tokenExpired } from './booking-slice';
import { couponRefusalText, useBookingCheckout, type BookingCart } from './use-booking-checkout';
import { FactList, Section, SectionHeading } from '@luggage/ui/layout';
import { PAY_NOW } from '../../shared/orders/pay-now';

/** Props of {@link BookingConfirmation}. */
export interface BookingConfirmationProps {
  /** The shop's name in the UI language. */
  shopName: string;
  /** The shop's city, for the coupons good in one city. */
  cityId: number;
  /** The server's priced cart from checkout. */
  checkout: CheckoutResponse;
  /** The time the coupons are weighed at (epoch ms). */
  now: number;
}

/** The cart a checkout priced, to price again with another coupon. */
const cartOf = (checkout: CheckoutResponse): BookingCart => ({
  storeId: checkout.storeId,
  goodsList: checkout.goodsList.map(({ goodsId, count }) => ({ goodsId, count })),
  startDate: checkout.startDate,
  endDate: checkout.endDate,
});

/**
 * Booking step two (spec §4), the page after the form's: the server's amounts, dates and items, the
 * shop's discount and the coupon (the best one unless the traveller picked another or none: see
 * BookingCoupon; a new pick prices the booking again). 'back' (like the browser's) returns to step one with
 * every choice kept; 'confirm booking' places the order with the checkout's token and opens its payment at
 * once, in place of this page (see PAY_NOW), or its voucher when a coupon left nothing to pay. A token past its 15 minutes sends the traveller back to step
 * one to check again; so does a refusal (no room any more, a lapsed or used token), shown as a toast (spec §8). A coupon another order took meanwhile (or
 * that ended) is not an alert: the booking is priced again with the best remaining coupon and the page
 * says why the amounts changed.
 */
export function BookingConfirmation({ shopName, cityId, checkout, now }: BookingConfirmationProps) {
  const { t, i18n } = useTranslation('booking');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is the page before this one.
  const backToFormPage = () => void navigate(-1);
  // A refusal (no room any more, a lapsed or used token) leaves the token worthless: the traveller goes back
  // to step one to check again. A failed connection may be retried with the same token.
  const leaveIfRefused = (error: unknown) => {
    if (!isApiError(error) || error.code !== 'statusFalsy') return;
    dispatch(backToForm());
    backToFormPage();
  };
  const [addOrder, adding] = useAddOrderMutation();
  const [priceAgain, pricing] = useBookingCheckout(leaveIfRefused);
  const { couponChoice, couponNotice } = useAppSelector(selectBooking);
  const isBusy = adding.isLoading || pricing.isLoading;
  const showRefusal = useRejectionToast();

  // The step replaced the form the focus was in; start reading at the new step.
  useEffect(() => headingRef.current?.focus(), []);

  const confirm = async () => {
    if (Date.now() >= Date.parse(checkout.tokenExpiresAt)) {
      dispatch(tokenExpired());
      backToFormPage();
      return;
    }
    const result = await addOrder({ addOrderToken: checkout.addOrderToken, order_from: orderSource(navigator.userAgent), delay: 0 });
    if (result.data) {
      const { orderId, payAmount } = result.data;
      dispatch(orderPlaced(orderId));
      // Nothing to pay (a coupon covers it all): the order is paid already and its voucher ready.
      if (payAmount === 0) void navigate(`/credence/${orderId}`, { replace: true });
      else void navigate(`/pay/${orderId}`, { replace: true, state: PAY_NOW });
      return;
    }
    const couponGone = couponRefusalText(result.error);
    if (couponGone === null) {
      showRefusal(result.error);
      leaveIfRefused(result.error);
      return;
    }
    const again = await priceAgain(cartOf(checkout), 'best');
    if (again) dispatch(checkedOut({ ...again, couponNotice: couponGone }));
  };

  /** Prices the booking again with the traveller's pick (a coupon refused meanwhile is dropped, with why). */
  const chooseCoupon = async (choice: string) => {
    const again = await priceAgain(cartOf(checkout), choice);
    if (again) dispatch(checkedOut(again));
    return again !== null;
  };

  const shopDiscount = checkout.discountAmount - checkout.couponAmount;
  return (
    <Section gap={2} className="booking-confirmation" aria-labelledby={titleId}>
      <SectionHeading level={3} id={titleId} ref={headingRef} tabIndex={-1}>
        {t('confirmTitle')}
      </SectionHeading>
      {couponNotice && (
        <p className="booking-confirmation__notice" role="alert">
          {t('couponNotice', { reason: couponNotice })}
        </p>
      )}
      <FactList isValueEnd hasMutedLabels={false} className="booking-confirmation__facts">
        <dt>{t('shop')}</dt>
        <dd>{shopName}</dd>
        <dt>{t('period')}</dt>
        <dd>
          {t('dateRange', {
            start: formatDate(checkout.startDate, i18n.language),
            end: formatDate(checkout.endDate, i18n.language),
            days: t('totalDays', { count: checkout.totalDays }),
          })}
        </dd>
        <GoodsCountRows goodsList={checkout.goodsList} />
        <dt>{t('orderAmount')}</dt>
        <dd>{t('yuan', { amount: formatYuan(checkout.orderAmount) })}</dd>
        {shopDiscount > 0 && (
          <>
            <dt>{t('shopDiscount')}</dt>
            <dd>{t('discountYuan', { amount: formatYuan(shopDiscount) })}</dd>
          </>
        )}
        <BookingCoupon
          checkout={checkout}
          cart={couponCartFromPrice({ storeId: checkout.storeId, cityId }, { lines: checkout.goodsList }, checkout.totalDays)}
          isRemoved={couponChoice === 'none'}
          now={now}
          isBusy={pricing.isLoading}
          onChoose={chooseCoupon}
        />
        <dt className="booking-confirmation__pay">{t('payAmount')}</dt>
        <dd className="booking-confirmation__pay">{t('yuan', { amount: formatYuan(checkout.payAmount) })}</dd>
      </FactList>
      <div className="booking-confirmation__actions">
        <Button variant="secondary" onClick={backToFormPage} disabled={isBusy}>
          {t('back')}
        </Button>
        <Button onClick={() => void confirm()} disabled={isBusy}>
          {adding.isLoading ? t('booking') : t('confirm')}
        </Button>
      </div>
    </Section>
  );
}
