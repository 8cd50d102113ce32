import { formatDate } from '@luggage/domain/dates';
import type { BusinessOrder } from '@luggage/api/contract';
import { goodsListText } from '@luggage/app-shell/i18n';
import { formatYuan } from '@luggage/domain/money';
import { useTranslation } from 'react-i18next';
import { orderState } from './order-state';
import { orderTitle } from './order-title';
import { FactList } from '@luggage/ui/layout';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  order: BusinessOrder;
  /** The heading's id, for the section it names. */
  headingId: string;
}

/** What the counter checks before storing or handing back: who, which luggage, which days, how much, status. */
export function OrderSummary({ order, headingId }: OrderSummaryProps) {
  const { t, i18n } = useTranslation('counter');
  return (
    <>
      <h2 id={headingId} className="counter__heading">
        {orderTitle(order, t)}
      </h2>
      <FactList isCompact className="counter-order">
        <dt>{t('order.traveller')}</dt>
        <dd>
          {order.traveller}
          {order.walkIn && <span className="counter-order__tag">{t('order.walkIn')}</span>}
        </dd>
        <dt>{t('order.goods')}</dt>
        <dd>{goodsListText(t, order.goodsList)}</dd>
        <dt>{t('order.dates')}</dt>
        <dd>
          {t('order.datesWithDays', {
            dates: t('order.dateRange', { start: formatDate(order.startTime, i18n.language), end: formatDate(order.endTime, i18n.language) }),
            days: t('order.days', { count: order.totalDays }),
          })}
        </dd>
        <dt>{t('order.paid')}</dt>
        <dd>{t('order.amount', { amount: formatYuan(order.payAmount) })}</dd>
        <dt>{t('order.status')}</dt>
        <dd>{t(`state.${orderState(order)}`)}</dd>
      </FactList>
    </>
  );
}
