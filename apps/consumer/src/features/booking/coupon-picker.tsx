import { couponRefusalMessage, type UserCoupon } from '@luggage/api/contract';
import { couponDiscount, couponRefusal, type CouponCart, type CouponRefusal } from '@luggage/domain/coupons';
import { formatYuan } from '@luggage/domain/money';
import { Button } from '@luggage/ui/button';
import { PanelDialog } from '@luggage/ui/dialogs';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponStub } from '../../shared/coupons/coupon-stub';
import { couponName, remainingDaysText } from '../../shared/coupons/coupon-texts';

/** The value of the 'no coupon' option. */
const NO_COUPON = 'none';

/** Props of {@link CouponPicker}. */
export interface CouponPickerProps {
  /** The traveller's unused coupons (coupon_user with status 0), the soonest to end first. */
  coupons: readonly UserCoupon[];
  /** How many unused coupons the traveller has in all: more than `coupons` says only those are shown. */
  unusedCount: number;
  /** The booking as the coupons weigh it (couponCartFromPrice of the checkout). */
  cart: CouponCart;
  /** The clientCouponId the booking uses now, or null. */
  chosen: string | null;
  /** The time the coupons are weighed at (epoch ms). */
  now: number;
  /** While the booking is priced again with the choice: the button waits. */
  isBusy: boolean;
  /** The traveller's choice: a clientCouponId or 'none'. */
  onChoose: (choice: string) => void;
  onClose: () => void;
}

interface CouponOption {
  coupon: UserCoupon;
  refusal: CouponRefusal | null;
  /** Fen off this booking; 0 when refused. */
  discount: number;
}

/** Usable coupons first, the largest discount first (then the soonest to end); refused ones after, as listed. */
function couponOptions(coupons: readonly UserCoupon[], cart: CouponCart, now: number): CouponOption[] {
  const options = coupons.map((coupon) => {
    const refusal = couponRefusal(coupon, cart, now);
    return { coupon, refusal, discount: refusal ? 0 : couponDiscount(coupon, cart) };
  });
  const usable = options.filter((option) => !option.refusal);
  usable.sort((a, b) => b.discount - a.discount || Date.parse(a.coupon.endTime) - Date.parse(b.coupon.endTime));
  return [...usable, ...options.filter((option) => option.refusal)];
}

/**
 * The booking's coupon picker (spec §4 checkout): the traveller's unused coupons as tickets, each saying
 * what it takes off this booking — weighed with the server's own rules (couponRefusal, couponDiscount), so
 * the figure is the one checkout will give — or, greyed and not selectable, why it cannot be used here
 * (the server's catalogued words); and 'no coupon'. 'use' prices the booking again with the choice.
 */
export function CouponPicker({ coupons, unusedCount, cart, chosen, now, isBusy, onChoose, onClose }: CouponPickerProps) {
  const { t, i18n } = useTranslation('booking');
  const ids = { title: useId(), legend: useId(), option: useId() };
  const [selected, setSelected] = useState(chosen ?? NO_COUPON);
  const options = couponOptions(coupons, cart, now);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected === (chosen ?? NO_COUPON)) onClose();
    else onChoose(selected);
  };

  const refusalText = (refusal: CouponRefusal) => {
    const { code, values } = couponRefusalMessage(refusal);
    return t(`api:${code}`, values);
  };

  return (
    <PanelDialog title={t('couponPicker.title')} titleId={ids.title} closeText={t('couponPicker.close')} onClose={onClose} className="coupon-picker">
      <form className="coupon-picker__form" onSubmit={submit} aria-busy={isBusy}>
        <fieldset className="coupon-picker__options" aria-describedby={unusedCount > coupons.length ? ids.legend : undefined}>
          <legend className="lg-visually-hidden">{t('couponPicker.legend')}</legend>
          {options.map(({ coupon, refusal, discount }) => {
            // Read as 'Welcome coupon, ¥5.00 off this booking' (or why not), then its terms and days left.
            const id = `${ids.option}-${coupon.clientCouponId}`;
            return (
              <label key={coupon.clientCouponId} className={refusal ? 'coupon-option coupon-option--refused' : 'coupon-option'}>
                <input
                  type="radio"
                  name="coupon"
                  className="coupon-option__radio"
                  value={coupon.clientCouponId}
                  checked={selected === coupon.clientCouponId}
                  disabled={refusal !== null}
                  onChange={() => setSelected(coupon.clientCouponId)}
                  aria-labelledby={`${id}-name ${id}-value`}
                  aria-describedby={`${id}-terms ${id}-days`}
                />
                <span id={`${id}-terms`} className="coupon-option__stub">
                  <CouponStub terms={coupon} />
                </span>
                <span className="coupon-option__body">
                  <span id={`${id}-name`} className="coupon-option__name">
                    {couponName(coupon, i18n.language)}
                  </span>
                  <span id={`${id}-value`} className={refusal ? 'coupon-option__refusal' : 'coupon-option__saves'}>
                    {refusal ? refusalText(refusal) : t('couponPicker.saves', { amount: formatYuan(discount) })}
                  </span>
                  <span id={`${id}-days`} className="coupon-option__days">
                    {remainingDaysText(coupon.remainingDays, t)}
                  </span>
                </span>
              </label>
            );
          })}
          <label className="coupon-option coupon-option--none">
            <input
              type="radio"
              name="coupon"
              className="coupon-option__radio"
              value={NO_COUPON}
              checked={selected === NO_COUPON}
              onChange={() => setSelected(NO_COUPON)}
            />
            <span className="coupon-option__name">{t('couponPicker.none')}</span>
          </label>
        </fieldset>
        {unusedCount > coupons.length && (
          <p className="coupon-picker__more" id={ids.legend}>
            {t('couponPicker.soonestShown', { shown: coupons.length, count: unusedCount })}
          </p>
        )}
        <Button type="submit" className="coupon-picker__use" disabled={isBusy}>
          {isBusy ? t('couponPicker.using') : t('couponPicker.use')}
        </Button>
      </form>
    </PanelDialog>
  );
}
