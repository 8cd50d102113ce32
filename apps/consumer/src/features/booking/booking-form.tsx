import { ORDER_HOLD_MINUTES, ORDER_MAX_COUNT_PER_GOODS, type ShopDetail } from '@luggage/api/contract';
import { useAppDispatch, useAppSelector } from '@luggage/api/store';
import { useStoreInventoryQuery } from '@luggage/api/store-api';
import { shanghaiToday, totalDays } from '@luggage/domain/dates';
import { rangeAvailability } from '@luggage/domain/inventory';
import { formatYuan } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { ErrorState } from '@luggage/ui/states';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DateField } from '../../shared/dates/date-field';
import { apiErrorText, goodsName } from '@luggage/app-shell/i18n';
import { offeredGoods } from '../../shared/shop-facts/offered-goods';
import { bookingRange } from './booking-range';
import { checkedOut, countChanged, endDateChosen, itemPreset, selectBooking, startDateChosen } from './booking-slice';
import { CONFIRM_STEP } from './confirm-step';
import { presetGoods } from './preset-goods';
import { useBookingCheckout } from './use-booking-checkout';
import { DayAvailability } from './day-availability';
import { estimateTotal } from './estimate-total';
import { GoodsStepper } from './goods-stepper';
import { Section, SectionHeading, Stack } from '@luggage/ui/layout';

/** Props of {@link BookingForm}. */
export interface BookingFormProps {
  shop: ShopDetail;
  /** The time 'today' and the relative date labels are worked out for (epoch ms). */
  now: number;
}

/**
 * Booking step one (spec §4): items per goods the shop stores, within what every day of the range has
 * left (the minimum across the days) and the per-order limit — one bag chosen to start with when the
 * days have room (see presetGoods); the dates with their relative labels; the availability per day; and
 * an estimate. 'next' asks checkout for the server's price, with the coupon chosen (the best one until the
 * traveller picks another in the confirmation), and opens the confirmation's page; a refusal is a toast
 * (spec §8) and every choice stays.
 */
export function BookingForm({ shop, now }: BookingFormProps) {
  const { t } = useTranslation('booking');
  const ids = { items: useId(), dates: useId(), availability: useId(), hint: useId() };
  const dispatch = useAppDispatch();
  const booking = useAppSelector(selectBooking);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const today = shanghaiToday(now);
  const range = bookingRange(booking, today);
  const days = totalDays(range.startDate, range.endDate);
  const inventory = useStoreInventoryQuery({ storeId: shop.id, startDate: range.startDate, endDate: range.endDate });
  const availability = inventory.currentData ? rangeAvailability(inventory.currentData.days) : null;
  const [checkout, checking] = useBookingCheckout();
  const itemsHeadingRef = useRef<HTMLHeadingElement>(null);

  // Opening the screen, or coming back from the confirmation, leaves the focus on nothing; start at the items.
  useEffect(() => itemsHeadingRef.current?.focus(), []);

  const goods = offeredGoods(shop.inventory).map((offered) => {
    const left = availability ? (availability[offered.goodsId] ?? 0) : null;
    const max = left === null ? null : Math.min(left, ORDER_MAX_COUNT_PER_GOODS);
    const chosen = booking.counts[offered.goodsId];
    const note = left === null ? null : left === 0 ? t('noneLeft') : left < ORDER_MAX_COUNT_PER_GOODS ? t('onlyLeft', { count: left }) : null;
    return { ...offered, max, note, count: max === null ? chosen : Math.min(chosen, max) };
  });
  const itemCount = goods.reduce((sum, { count }) => sum + count, 0);
  const preset = booking.hasChosenItems ? null : presetGoods(goods.map(({ goodsId, price, max }) => ({ goodsId, price, left: max })));

  useEffect(() => {
    if (preset !== null) dispatch(itemPreset(preset));
  }, [dispatch, preset]);
  const canCheckOut = availability !== null && itemCount > 0 && !checking.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canCheckOut) return;
    const cart = {
      storeId: shop.id,
      goodsList: goods.filter(({ count }) => count > 0).map(({ goodsId, count }) => ({ goodsId, count })),
      startDate: range.startDate,
      endDate: range.endDate,
    };
    const result = await checkout(cart, booking.couponChoice);
    if (!result) return;
    dispatch(checkedOut(result));
    // A page of its own: the browser's back returns here with every choice. A confirmation page
    // reloaded without its cart shows this form: 'next' then takes its place.
    void navigate({ search: `?step=${CONFIRM_STEP}` }, { replace: searchParams.get('step') === CONFIRM_STEP });
  };

  return (
    <Stack as="form" gap={2} onSubmit={(event) => void submit(event)} noValidate aria-busy={checking.isLoading}>
      {booking.hasTokenExpired && (
        <p className="booking-form__notice" role="alert">
          {t('tokenExpired', { minutes: ORDER_HOLD_MINUTES })}
        </p>
      )}
      <Section aria-labelledby={ids.items}>
        <SectionHeading level={3} id={ids.items} ref={itemsHeadingRef} tabIndex={-1}>
          {t('items')}
        </SectionHeading>
        {goods.map(({ goodsId, price, count, max, note }) => (
          <GoodsStepper
            key={goodsId}
            label={goodsName(t, goodsId)}
            price={price}
            count={count}
            max={max}
            note={note}
            onCount={(next) => dispatch(countChanged({ goodsId, count: next }))}
          />
        ))}
      </Section>
      <Section aria-labelledby={ids.dates}>
        <SectionHeading level={3} id={ids.dates}>
          {t('dates')}
        </SectionHeading>
        <div className="booking-form__dates">
          <DateField className="date-field" label={t('startDate')} value={range.startDate} min={today} max={range.latestStartDate} now={now} onDate={(date) => dispatch(startDateChosen(date))} />
          <DateField
            className="date-field"
            label={t('endDate')}
            value={range.endDate}
            min={range.startDate}
            max={range.latestEndDate}
            now={now}
            onDate={(date) => dispatch(endDateChosen(date))}
          />
        </div>
      </Section>
      <Section aria-labelledby={ids.availability}>
        <SectionHeading level={3} id={ids.availability}>
          {t('availability')}
        </SectionHeading>
        {inventory.currentData ? (
          <DayAvailability days={inventory.currentData.days} goods={goods} now={now} />
        ) : inventory.isError ? (
          <ErrorState message={apiErrorText(inventory.error, t) ?? t('availabilityFailed')} onRetry={() => void inventory.refetch()} />
        ) : (
          <p className="booking-form__checking" role="status">
            {t('checkingAvailability')}
          </p>
        )}
      </Section>
      <Section as="div" aria-live="polite">
        <p className="booking-form__days">{t('totalDays', { count: days })}</p>
        <p className="booking-form__estimate">{t('estimate', { amount: formatYuan(estimateTotal(goods, days)) })}</p>
        <p className="booking-form__estimate-note">{t('estimateNote')}</p>
      </Section>
      <p className="booking-form__hint" id={ids.hint}>
        {itemCount === 0 && t('chooseItems')}
      </p>
      <Button type="submit" className="booking-form__next" disabled={!canCheckOut} aria-describedby={ids.hint}>
        {checking.isLoading ? t('checking') : t('next')}
      </Button>
    </Stack>
  );
}
