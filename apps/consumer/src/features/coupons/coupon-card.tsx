import type { UserCoupon } from '@luggage/api/contract';
import { formatDate } from '@luggage/domain/dates';
import { Card } from '@luggage/ui/layout';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { couponStatusKey } from './coupon-status-key';
import { CouponStub } from '../../shared/coupons/coupon-stub';
import { couponName, remainingDaysText, scopeText, validityText } from '../../shared/coupons/coupon-texts';
import './coupons.css';

/** Days left from which a card warns that the coupon ends soon. */
const SOON_DAYS = 3;

/** Props of {@link CouponCard}. */
export interface CouponCardProps {
  coupon: UserCoupon;
  /** The time the card is shown at (epoch ms): a coupon whose validity has not started says from when. */
  now: number;
  /** The card itself, for moving the focus to it (the first card 'load more' brought). */
  cardRef?: Ref<HTMLElement>;
}

/**
 * One of the traveller's coupons as a ticket: what it takes off in big type and its spend rule on the stub;
 * its name, where it is good, its validity and, while it can still be used, the days it has left (spec §9).
 * A locked coupon says an unpaid order holds it and leads to that order; used and expired ones are greyed.
 */
export function CouponCard({ coupon, now, cardRef }: CouponCardProps) {
  const { t, i18n } = useTranslation('coupons');
  const titleId = useId();
  const language = i18n.language;
  const status = couponStatusKey(coupon.clientCouponStatus);
  const name = couponName(coupon, language);
  const isOpen = status === 'unused' || status === 'locked';
  const validity = status === 'expired' ? t('endedOn', { date: formatDate(coupon.lastDay, language) }) : validityText(coupon, now, t, language);
  const isSoon = isOpen && coupon.remainingDays <= SOON_DAYS;
  return (
    <Card as="article" ref={cardRef} tabIndex={cardRef ? -1 : undefined} aria-labelledby={titleId} className={`coupon-card coupon-card--${status}`}>
      <CouponStub terms={coupon} />
      <div className="coupon-card__body">
        <h2 className="coupon-card__name" id={titleId}>
          {name}
        </h2>
        <p className="coupon-card__line">{scopeText(coupon.scope, t, language)}</p>
        <p className="coupon-card__line">{validity}</p>
        {isOpen && <p className={isSoon ? 'coupon-card__days coupon-card__days--soon' : 'coupon-card__days'}>{remainingDaysText(coupon.remainingDays, t)}</p>}
        {status !== 'unused' && <p className={`lg-badge coupon-status coupon-status--${status}`}>{t(`status.${status}`)}</p>}
        {coupon.orderId !== null && (status === 'locked' || status === 'used') && (
          <Link
            className="lg-pill coupon-card__order"
            to={`/order/${coupon.orderId}`}
            aria-label={t(status === 'locked' ? 'viewOrderOf' : 'viewUsedOrderOf', { coupon: name })}
          >
            {t('viewOrder')}
          </Link>
        )}
      </div>
    </Card>
  );
}
