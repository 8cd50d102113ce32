import { formatDate } from '@luggage/domain/dates';
import type { BusinessOrder } from '@luggage/api/contract';
import { goodsListText } from '@luggage/app-shell/i18n';
import { formatYuan } from '@luggage/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledCard } from './titled-card';

/** Props of {@link ExpectedOrders}. */
export interface ExpectedOrdersProps {
  kind: 'dropOffs' | 'pickUps';
  orders: readonly BusinessOrder[];
}

function OrderFacts({ order, kind }: { order: BusinessOrder; kind: ExpectedOrdersProps['kind'] }) {
  const { t, i18n } = useTranslation('shopDay');
  const isLate = kind === 'pickUps' && order.extraDays > 0;
  return (
    <>
      <span className="shop-day__order-line">
        <strong>{order.traveller}</strong>
        {order.walkIn && <span className="shop-day__tag">{t('order.walkIn')}</span>}
        {isLate && <span className="shop-day__tag shop-day__tag--late">{t('pickUps.late', { count: order.extraDays })}</span>}
      </span>
      <span className="shop-day__order-line">{goodsListText(t, order.goodsList)}</span>
      {kind === 'pickUps' && <span className="shop-day__order-line">{t('order.days', { start: formatDate(order.startTime, i18n.language), end: formatDate(order.endTime, i18n.language) })}</span>}
      {isLate && <span className="shop-day__order-line shop-day__collect">{t('pickUps.collect', { amount: formatYuan(order.extraAmount) })}</span>}
      <span className="shop-day__order-line shop-day__code">{order.voucherCode ? t('order.code', { code: order.voucherCode }) : t('order.noCode')}</span>
    </>
  );
}

/**
 * Today's expected drop-offs or pick-ups (late pick-ups with the days over and the amount to collect), each
 * a link to the counter with its voucher code filled in; an order without a code is listed without a link.
 */
export function ExpectedOrders({ kind, orders }: ExpectedOrdersProps) {
  const { t } = useTranslation('shopDay');
  const titleId = `shop-day-${kind}`;
  return (
    <TitledCard
      className={`shop-day__${kind}`}
      titleId={titleId}
      title={
        <>
          {t(`${kind}.title`)} <span className="shop-day__count">{orders.length}</span>
        </>
      }
    >
      {orders.length === 0 ? (
        <p className="shop-day__empty">{t(`${kind}.empty`)}</p>
      ) : (
        <ul className="shop-day__orders">
          {orders.map((order) => (
            <li key={order.id}>
              {order.voucherCode ? (
                <Link className="shop-day__order" to={`/bussiness/counter?code=${order.voucherCode}`}>
                  <OrderFacts order={order} kind={kind} />
                </Link>
              ) : (
                <div className="shop-day__order">
                  <OrderFacts order={order} kind={kind} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
