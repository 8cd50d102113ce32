import { idParam } from '@luggage/api/contract';
import { isApiError } from '@luggage/api/errors';
import { useAppDispatch, useAppSelector } from '@luggage/api/store';
import { useStoreInfoQuery } from '@luggage/api/store-api';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigationType, useSearchParams } from 'react-router';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { shopDisplayName } from '@luggage/domain/shops';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';
import { WalkInShop } from './walk-in-shop';
import { bookingOpened, selectBooking } from './booking-slice';
import { CONFIRM_STEP } from './confirm-step';
import { Section, Stack } from '@luggage/ui/layout';
import { StateWithLink } from '../../shared/state-with-link';
import './booking.css';

/** Props of {@link BookingScreen}. */
export interface BookingScreenProps {
  /** The id from the URL, as typed: anything but a positive integer is an unknown shop. */
  shopId: string | undefined;
  /** The time 'today' is worked out for (epoch ms). */
  now: number;
}

/**
 * The booking of one shop (spec §2 /book/{id}, §4): its name over step one (the form) or step two (the
 * confirmation, /book/{id}?step=confirm: a history entry of its own, so the browser's back returns to the
 * filled form), the choices kept in the store. Once the order is placed the booking leaves the history:
 * going back onto the form's page leads to the orders, where the new order is (to pay, or its voucher),
 * never to a form to book the same again. An unknown or removed shop says so and offers a way back; one
 * without scheduled booking explains that the traveller walks in, with its prices and the way there.
 */
export function BookingScreen({ shopId, now }: BookingScreenProps) {
  const { t, i18n } = useTranslation('booking');
  const dispatch = useAppDispatch();
  const navigationType = useNavigationType();
  const [searchParams] = useSearchParams();
  const booking = useAppSelector(selectBooking);
  const id = idParam.safeParse(shopId);
  const storeId = id.success ? id.data : null;
  const shop = useStoreInfoQuery(storeId === null ? skipToken : { storeId });
  const isBackAfterOrder = booking.shopId === storeId && booking.placedOrderId !== null && navigationType === 'POP';
  const isConfirmStep = searchParams.get('step') === CONFIRM_STEP && booking.checkout !== null;

  useEffect(() => {
    if (storeId !== null && !isBackAfterOrder) dispatch(bookingOpened(storeId));
  }, [dispatch, storeId, isBackAfterOrder]);

  if (isBackAfterOrder) return <Navigate to="/orders" replace />;

  if (storeId === null || (isApiError(shop.error) && shop.error.code === 'shopNotFound')) {
    return (
      <StateWithLink to="/" label={t('backHome')}>
        <ErrorState message={t('api:shopNotFound')} />
      </StateWithLink>
    );
  }
  if (shop.isError) return <ErrorState message={apiErrorText(shop.error, t)} onRetry={() => void shop.refetch()} />;
  if (!shop.currentData || booking.shopId !== storeId) return <LoadingState text={t('loadingShop')} />;
  const name = shopDisplayName(shop.currentData, i18n.language);
  if (!shop.currentData.isSupportScheduled) return <WalkInShop shop={shop.currentData} name={name} />;

  return (
    <Stack gap={2} className="booking">
      <Section as="h2" className="booking__shop">{name}</Section>
      {isConfirmStep && booking.checkout ? (
        <BookingConfirmation shopName={name} cityId={shop.currentData.cityId} checkout={booking.checkout} now={now} />
      ) : (
        <BookingForm shop={shop.currentData} now={now} />
      )}
    </Stack>
  );
}
