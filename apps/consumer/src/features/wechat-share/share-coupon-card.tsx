import type { ShareCoupon } from '@luggage/api/contract';
import { formatDate, shanghaiToday } from '@luggage/domain/dates';
import { Card } from '@luggage/ui/layout';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponStub } from '../../shared/coupons/coupon-stub';
import { couponName, scopeText } from '../../shared/coupons/coupon-texts';
import './wechat-share.css';

/** How long a copy is valid once issued: 'valid 30 days from issue', or the window. */
function validityText(validity: ShareCoupon['validity'], t: TFunction, language: string): string {
  if (validity.kind === 'days') return t('validDays', { count: validity.days });
  return t('validFromTo', { start: formatDate(shanghaiToday(validity.startTime), language), end: formatDate(validity.lastDay, language) });
}

/** Props of {@link ShareCouponCard}. */
export interface ShareCouponCardProps {
  coupon: ShareCoupon;
  /** Who gets it and when ('your friend gets'). */
  caption: string;
}

/** A coupon a share gives, as a ticket: who gets it, then its stub, name, scope and validity; a region named by the coupon. */
export function ShareCouponCard({ coupon, caption }: ShareCouponCardProps) {
  const { t, i18n } = useTranslation('wechatShare');
  const titleId = useId();
  const language = i18n.language;
  return (
    <Card as="section" aria-labelledby={titleId} className="coupon-card share-coupon">
      <CouponStub terms={coupon} />
      <div className="coupon-card__body">
        <p className="share-coupon__caption">{caption}</p>
        <h3 className="coupon-card__name" id={titleId}>
          {couponName(coupon, language)}
        </h3>
        <p className="coupon-card__line">{scopeText(coupon.scope, t, language)}</p>
        <p className="coupon-card__line">{validityText(coupon.validity, t, language)}</p>
      </div>
    </Card>
  );
}
