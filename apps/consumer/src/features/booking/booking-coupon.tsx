import { CLIENT_COUPON_STATUS, type CouponCart } from '@luggage/domain/coupons';
import type { CheckoutResponse } from '@luggage/api/contract';
import { useUserCouponsQuery } from '@luggage/api/coupon-api';
import { formatYuan } from '@luggage/domain/money';
import { PAGE_SIZE } from '@luggage/domain/paging';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponName } from '../../shared/coupons/coupon-texts';
import { CouponPicker } from './coupon-picker';

/** Props of {@link BookingCoupon}. */
export interface BookingCouponProps {
  checkout: CheckoutResponse;
  /** The booking as the coupons weigh it. */
  cart: CouponCart;
  /** Whether the traveller removed the coupon ('none'), rather than none applying. */
  isRemoved: boolean;
  now: number;
  /** While the booking is priced again: the picker's button waits. */
  isBusy: boolean;
  /** Prices the booking again with a clientCouponId or 'none'; resolves once done, true when it was. */
  onChoose: (choice: string) => Promise<boolean>;
}

/**
 * The coupon pair of the booking's summary: the coupon the booking uses and what it takes off, or why
 * there is none ('not used', 'none applies', 'no coupons'); a button opens the picker whenever the
 * traveller has unused coupons, even when none applies, so they can see why.
 */
export function BookingCoupon({ checkout, cart, isRemoved, now, isBusy, onChoose }: BookingCouponProps) {
  const { t, i18n } = useTranslation('booking');
  const [isPicking, setIsPicking] = useState(false);
  const coupons = useUserCouponsQuery(
    { page: 1, pageSize: PAGE_SIZE, clientCouponStatus: CLIENT_COUPON_STATUS.unused },
    { refetchOnMountOrArgChange: true },
  );
  const unused = coupons.currentData?.coupons ?? [];
  const unusedCount = coupons.currentData?.counts.unused ?? 0;
  const inUse = checkout.coupon && unused.find((coupon) => coupon.clientCouponId === checkout.coupon?.clientCouponId);

  let value: string;
  if (checkout.coupon) {
    const amount = t('discountYuan', { amount: formatYuan(checkout.coupon.amount) });
    value = inUse ? t('couponInUse', { name: couponName(inUse, i18n.language), amount }) : amount;
  } else if (!coupons.currentData) value = coupons.isError ? t('couponNotUsed') : t('couponsLoading');
  else if (unusedCount === 0) value = t('couponNone');
  else value = isRemoved ? t('couponNotUsed') : t('couponNoneApplies');

  const choose = async (choice: string) => {
    if (await onChoose(choice)) setIsPicking(false);
  };

  return (
    <>
      <dt>{t('coupon')}</dt>
      <dd className="booking-coupon">
        {unusedCount > 0 ? (
          <button type="button" className="booking-coupon__button" onClick={() => setIsPicking(true)} aria-label={t('couponChange', { value })}>
            <span className={checkout.coupon ? 'booking-coupon__value booking-coupon__value--used' : 'booking-coupon__value'}>{value}</span>
            <span className="booking-coupon__chevron" aria-hidden="true">
              ›
            </span>
          </button>
        ) : (
          value
        )}
      </dd>
      {isPicking && (
        <CouponPicker
          coupons={unused}
          unusedCount={unusedCount}
          cart={cart}
          chosen={checkout.coupon?.clientCouponId ?? null}
          now={now}
          isBusy={isBusy}
          onChoose={(choice) => void choose(choice)}
          onClose={() => setIsPicking(false)}
        />
      )}
    </>
  );
}
