import type { OrderListItem } from '@luggage/api/contract';
import { goodsListText } from '@luggage/app-shell/i18n';
import type { Instant } from '@luggage/domain/dates';
import { formatYuan } from '@luggage/domain/money';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, ListRow } from '@luggage/ui/layout';
import { orderDatesText } from './order-dates';
import { orderStatusKey } from './order-status';
import './orders.css';
import { orderShopName } from '../../shared/orders/order-shop-name';
import { reviewOffered } from '../../shared/orders/review-offered';
import { voucherState } from '@luggage/domain/orders';

/** Props of {@link OrderCard}. */
export interface OrderCardProps {
  order: OrderListItem;
  /** The time the relative date labels are worked out for. */
  now: Instant;
  /** The card's link to the order, for moving focus to it. */
  linkRef?: Ref<HTMLAnchorElement>;
}

/**
 * One order in 'my orders': shop, storage days with their relative labels, items, amount and where the
 * order stands. The whole card opens the order (#/order/{id}); a paid order whose code is live offers
 * 'show voucher' in one tap, one whose luggage was stored and not reviewed yet offers 'review'.
 */
export function OrderCard({ order, now, linkRef }: OrderCardProps) {
  const { t, i18n } = useTranslation('orders');
  const shopName = orderShopName(order, i18n.language);
  const titleId = useId();
  const status = orderStatusKey(order);
  const canReview = reviewOffered(order);
  const state = voucherState(order);
  const hasLiveVoucher = state === 'live' || state === 'stored';
  return (
    <Card as="article" gap={1} hasFocusRing aria-labelledby={titleId}>
      <ListRow>
        <h3 className="order-card__shop" id={titleId}>
          <Link className="lg-card__cover-link order-card__link" to={`/order/${order.id}`} ref={linkRef}>
            {shopName}
          </Link>
        </h3>
        <span className={`lg-badge order-status order-status--${status}`}>{t(`status.${status}`)}</span>
      </ListRow>
      <p className="order-card__line">{orderDatesText(order.startTime, order.endTime, now, t, i18n.language)}</p>
      <p className="order-card__line">{goodsListText(t, order.goodsList)}</p>
      <ListRow>
        <span className="order-card__amount">{t('yuan', { amount: formatYuan(order.payAmount) })}</span>
        {hasLiveVoucher && (
          <Link className="lg-pill order-card__voucher" to={`/credence/${order.id}`} aria-label={t('showVoucherOf', { shop: shopName })}>
            {t('showVoucher')}
          </Link>
        )}
        {canReview && (
          <Link className="lg-pill order-card__review" to={`/review?id=${order.id}`} aria-label={t('reviewOrder', { shop: shopName })}>
            {t('review')}
          </Link>
        )}
      </ListRow>
    </Card>
  );
}
