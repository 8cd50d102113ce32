import { useBusinessOrderListInfiniteQuery } from '@luggage/api/business-report-api';
import type { Instant } from '@luggage/domain/dates';
import { useTranslation } from 'react-i18next';
import { LuggageOrderRow } from './luggage-order-row';
import { SettleDateList } from './settle-date-list';

/** Props of {@link LuggageOrderList}. */
export interface LuggageOrderListProps {
  storeId: number;
  now: Instant;
}

/** The shop's paid luggage orders (booked and walk-in) under settleDate headings, 10 a page. */
export function LuggageOrderList({ storeId, now }: LuggageOrderListProps) {
  const { t } = useTranslation('reports');
  const query = useBusinessOrderListInfiniteQuery({ storeId });
  return (
    <SettleDateList
      list={{ ...query, rows: query.data?.pages.flatMap((page) => page.orders) }}
      renderRow={(order, focusRef) => <LuggageOrderRow order={order} focusRef={focusRef} />}
      now={now}
      loadingText={t('loadingOrders')}
      emptyText={t('emptyOrders')}
    />
  );
}
