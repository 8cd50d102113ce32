import type { CouponDiscount } from '@luggage/domain/coupons';
import { useTranslation } from 'react-i18next';
import { discountTexts, ruleTexts } from './coupon-texts';
import './coupon-stub.css';

/**
 * The ticket's stub of a coupon card, shared by my coupons and the activity page: what it takes off in big type
 * ('¥5 off', '20% off' / '¥5', '8折', read as one phrase: '¥5 off' / '立减5元'), then its spend rule and cap.
 */
export function CouponStub({ terms }: { terms: { discount: CouponDiscount; minSpend: number } }) {
  const { t } = useTranslation('couponTerms');
  const { big, small, spoken } = discountTexts(terms.discount, t);
  return (
    <div className="coupon-card__stub">
      <p className="coupon-discount">
        <span aria-hidden="true">
          <span className="coupon-discount__big">{big}</span>
          {small && <span className="coupon-discount__small">{small}</span>}
        </span>
        <span className="lg-visually-hidden">{spoken}</span>
      </p>
      {ruleTexts(terms, t).map((rule) => (
        <p key={rule} className="coupon-card__rule">
          {rule}
        </p>
      ))}
    </div>
  );
}
