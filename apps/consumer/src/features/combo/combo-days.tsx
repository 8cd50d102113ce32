import type { ComboOrder } from '@luggage/api/contract';
import { parseCouponStates } from '@luggage/domain/coupons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The state texts of a combo order's entries, by 'id-state' state (0 unused … 4 refunded). */
const STATE_TEXT = ['couponState0', 'couponState1', 'couponState2', 'couponState3', 'couponState4'] as const;

/** A paid combo order's days, one row each with where it stands (unused, held by an unpaid order, used, expired, refunded). */
export function ComboDays({ order }: { order: ComboOrder }) {
  const { t } = useTranslation('combo');
  const headingId = useId();
  return (
    <section className="combo-days" aria-labelledby={headingId}>
      <h3 id={headingId} className="combo-days__heading">
        {t('itsCoupons')}
      </h3>
      <ul className="combo-days__list">
        {parseCouponStates(order.coupon).map((entry, index) => (
          <li key={entry.id} className={`combo-days__row combo-days__row--state-${entry.state}`}>
            <span>{t('couponRow', { index: index + 1 })}</span>
            <span>{t(STATE_TEXT[entry.state] ?? 'couponState0')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
