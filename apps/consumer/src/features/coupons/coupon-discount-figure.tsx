import type { CouponDiscount } from '@luggage/domain/coupons';
import { useTranslation } from 'react-i18next';
import { discountTexts } from './coupon-texts';

/** What a coupon takes off in big type ('¥5 off', '20% off' / '¥5', '8折'), read as one phrase ('¥5 off' / '立减5元'). */
export function CouponDiscountFigure({ discount }: { discount: CouponDiscount }) {
  const { t } = useTranslation('coupons');
  const { big, small, spoken } = discountTexts(discount, t);
  return (
    <p className="coupon-discount">
      <span aria-hidden="true">
        <span className="coupon-discount__big">{big}</span>
        {small && <span className="coupon-discount__small">{small}</span>}
      </span>
      <span className="lg-visually-hidden">{spoken}</span>
    </p>
  );
}
