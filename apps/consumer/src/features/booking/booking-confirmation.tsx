import { formatDate } from '@luggage/domain/dates';
import { orderSource } from '@luggage/api/client';
import { isApiError } from '@luggage/api/errors';
import type { CheckoutResponse } from '@luggage/api/contract';
import { useAddOrderMutation } from '@luggage/api/order-api';
import { useAppDispatch } from '@luggage/api/store';
import { formatYuan } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { AlertDialog } from '@luggage/ui/dialogs';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GoodsCountRows } from '../../shared/shop-facts/goods-count-rows';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { backToForm, orderPlaced, tokenExpired } from './booking-slice';
import { FactList, Section, SectionHeading } from '@luggage/ui/layout';
import { PAY_NOW } from '../../shared/orders/pay-now';

/** Props of {@link BookingConfirmation}. */
export interface BookingConfirmationProps {
  /** The shop's name in the UI language. */
  shopName: string;
  /** The server's priced cart from checkout. */
  checkout: CheckoutResponse;
}

/**
 * Booking step two (spec §4), the page after the form's: the server's amounts, dates and items. 'back'
 * (like the browser's) returns to step one with every choice kept; 'confirm booking' places the order with
 * the checkout's token and opens its payment at once, in place of this page (see PAY_NOW). A token past
 * its 15 minutes sends the traveller back to step one to check again; so does closing the alert of a
 * refusal.
 */
export function BookingConfirmation({ shopName, checkout }: BookingConfirmationProps) {
  const { t, i18n } = useTranslation('booking');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [addOrder, adding] = useAddOrderMutation();

  // The step replaced the form the focus was in; start reading at the new step.
  useEffect(() => headingRef.current?.focus(), []);

  // The form is the page before this one.
  const backToFormPage = () => void navigate(-1);

  const confirm = async () => {
    if (Date.now() >= Date.parse(checkout.tokenExpiresAt)) {
      dispatch(tokenExpired());
      backToFormPage();
      return;
    }
    const result = await addOrder({ addOrderToken: checkout.addOrderToken, order_from: orderSource(navigator.userAgent), delay: 0 });
    if (result.data) {
      dispatch(orderPlaced(result.data.orderId));
      void navigate(`/pay/${result.data.orderId}`, { replace: true, state: PAY_NOW });
    }
  };

  // A refusal (no room any more, a lapsed or used token) leaves the token worthless: after reading it the
  // traveller goes back to step one to check again. A failed connection may be retried with the same token.
  const closeAlert = () => {
    if (isApiError(adding.error) && adding.error.code === 'statusFalsy') {
      dispatch(backToForm());
      backToFormPage();
    }
    adding.reset();
  };

  const serverError = apiErrorText(adding.error, t);
  return (
    <Section gap={2} className="booking-confirmation" aria-labelledby={titleId}>
      <SectionHeading level={3} id={titleId} ref={headingRef} tabIndex={-1}>
        {t('confirmTitle')}
      </SectionHeading>
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
        <dt>{t('discountAmount')}</dt>
        <dd>{t('discountYuan', { amount: formatYuan(checkout.discountAmount) })}</dd>
        <dt className="booking-confirmation__pay">{t('payAmount')}</dt>
        <dd className="booking-confirmation__pay">{t('yuan', { amount: formatYuan(checkout.payAmount) })}</dd>
      </FactList>
      <div className="booking-confirmation__actions">
        <Button variant="secondary" onClick={backToFormPage} disabled={adding.isLoading}>
          {t('back')}
        </Button>
        <Button onClick={() => void confirm()} disabled={adding.isLoading}>
          {adding.isLoading ? t('booking') : t('confirm')}
        </Button>
      </div>
      <AlertDialog open={serverError !== undefined} message={serverError} onClose={closeAlert} />
    </Section>
  );
}
