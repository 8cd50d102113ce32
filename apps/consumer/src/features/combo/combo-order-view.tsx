import type { ComboOrder } from '@luggage/api/contract';
import { formatDate } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { Section } from '@luggage/ui/layout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { couponName } from '../../shared/coupons/coupon-texts';
import { ComboDays } from './combo-days';
import { ComboFacts } from './combo-facts';
import { ComboOrderLoader } from './combo-order-loader';
import { COMBO_STATUS_TEXT } from './combo-status-text';
import { ComboUnpaid } from './combo-unpaid';
import './combo.css';

/** The refusal key of each reason a paid combo cannot be refunded now. */
const REFUSAL_TEXT = { expired: 'refusalExpired', couponLocked: 'refusalCouponLocked', nothingToRefund: 'refusalNothingToRefund' } as const;

/** A paid (or refunded) combo order: days left of all, days to use them, its end, its days, and the refund. */
function ComboUsage({ order }: { order: ComboOrder }) {
  const { t, i18n } = useTranslation('combo');
  const endDay = order.end_day === null ? '' : formatDate(order.end_day, i18n.language);
  const hasEnded = order.day === 0 && order.refundRefusal === 'expired';
  return (
    <>
      <div className="combo-order__remain">
        <p className="combo-order__remain-label">
          {t('remainLabel')}
        </p>
        <p className="combo-order__remain-value">
          {t('remainValue', { remain: order.remain ?? 0, total: order.total ?? 0 })}
        </p>
        {order.status === 'paid' && <p className="combo-order__note">{hasEnded ? t('ended', { date: endDay }) : `${t('daysLeft', { count: order.day ?? 0 })} · ${t('validUntil', { date: endDay })}`}</p>}
      </div>
      <ComboDays order={order} />
      {order.refundQuote && (
        <Link className="lg-button lg-button--secondary" to={`/combo/refund/${order.id}`}>
          {t('refundRest', { amount: formatYuan(order.refundQuote.amount) })}
        </Link>
      )}
      {order.refundRefusal && <p className="combo-order__note">{t(REFUSAL_TEXT[order.refundRefusal])}</p>}
      {order.refundAmount !== null && (
        <p className="combo-order__note" role="status">
          {t(order.status === 'refunding' ? 'refundingNote' : 'refundedNote', { amount: formatYuan(order.refundAmount) })}
        </p>
      )}
    </>
  );
}

/** One combo order as #/combo/order/{id} shows it, by its status. */
export function ComboOrderCard({ order }: { order: ComboOrder }) {
  const { t, i18n } = useTranslation('combo');
  const headingId = useId();
  return (
    <div className="combo-screen">
      <Section className="combo-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="combo-card__name">
          {couponName(order.combo, i18n.language)}
        </h2>
        <p className="combo-card__status">
          <span className={`combo-badge combo-badge--${order.status}`}>{t(COMBO_STATUS_TEXT[order.status])}</span> {t('yuan', { amount: formatYuan(order.price) })}
        </p>
        {order.status === 'unpaid' ? (
          <>
            <ComboFacts combo={order.combo} />
            <ComboUnpaid order={order} />
          </>
        ) : order.status === 'lapsed' || order.status === 'cancelled' ? (
          <p className="combo-order__note">{t('lapsedNote')}</p>
        ) : (
          <ComboUsage order={order} />
        )}
      </Section>
      <nav className="combo-screen__links">
        {order.status === 'paid' && (
          <Link className="lg-button lg-button--primary" to="/">
            {t('useIt')}
          </Link>
        )}
        <Link className="lg-pill" to="/combo/orders">
          {t('myComboOrders')}
        </Link>
      </nav>
    </div>
  );
}

/**
 * A combo order (#/combo/order/{id}, spec §2): the combo and its status, read from the order detail (spec
 * §4: after paying it shows paid with its days). Unpaid: what it contains, until when to pay, pay and cancel.
 * Paid: days left of all (remain / total: only unused days count, §5), the days to use them and the end, each
 * day's state, and 'refund the rest' while allowed, or why not. Refunded: what went back.
 */
export function ComboOrderView({ comboOrderId }: { comboOrderId: string | undefined }) {
  return <ComboOrderLoader comboOrderId={comboOrderId}>{(order) => <ComboOrderCard order={order} />}</ComboOrderLoader>;
}
