import { formatDate } from '@luggage/domain/dates';
import type { BusinessOrderRow } from '@luggage/api/contract';
import { goodsListText } from '@luggage/app-shell/i18n';
import { formatYuan } from '@luggage/domain/money';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderStateKey } from './order-state-key';
import { Card, ListRow } from '@luggage/ui/layout';

/** Props of {@link LuggageOrderRow}. */
export interface LuggageOrderRowProps {
  order: BusinessOrderRow;
  /** Set on the row that takes the focus after 'load more'. */
  focusRef?: Ref<HTMLElement>;
}

/**
 * One luggage order of the shop's list: the traveller, goods and counts, dates, amount, where it stands
 * (walk-ins marked) and the voucher code. With a code, the whole row opens the order at the counter
 * (#/bussiness/counter?code=…); the code is that link, so it is what a keyboard or screen reader meets.
 */
export function LuggageOrderRow({ order, focusRef }: LuggageOrderRowProps) {
  const { t, i18n } = useTranslation('reports');
  const state = orderStateKey(order.storeStatus);
  return (
    <Card as="article" gap={1} hasFocusRing aria-label={order.traveller} ref={order.voucherCode ? undefined : focusRef} tabIndex={-1}>
      <ListRow>
        <h3 className="report-row__title">{order.traveller}</h3>
        <span className="report-row__badges">
          {order.walkIn && <span className="lg-badge report-badge--walk-in">{t('walkIn')}</span>}
          <span className={`lg-badge report-badge--${state}`}>{t(`state.${state}`)}</span>
        </span>
      </ListRow>
      <p className="report-row__line">{goodsListText(t, order.goodsList)}</p>
      <p className="report-row__line">{t('dates', { start: formatDate(order.startTime, i18n.language), end: formatDate(order.endTime, i18n.language) })}</p>
      <ListRow>
        {order.voucherCode ? (
          <Link
            className="lg-card__cover-link report-row__link"
            to={`/bussiness/counter?code=${order.voucherCode}`}
            ref={focusRef as Ref<HTMLAnchorElement> | undefined}
            aria-label={t('openAtCounter', { code: order.voucherCode })}
          >
            {t('code', { code: order.voucherCode })}
          </Link>
        ) : (
          <span className="report-row__line">{t('noCode')}</span>
        )}
        <span className="report-row__amount">{t('yuan', { amount: formatYuan(order.payAmount) })}</span>
      </ListRow>
    </Card>
  );
}
