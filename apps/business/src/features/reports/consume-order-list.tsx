import { useBusinessConsumeListInfiniteQuery } from '@luggage/api/business-report-api';
import type { Instant } from '@luggage/domain/dates';
import { useTranslation } from 'react-i18next';
import { ConsumeOrderRow } from './consume-order-row';
import { SettleDateList } from './settle-date-list';

/** Props of {@link ConsumeOrderList}. */
export interface ConsumeOrderListProps {
  storeId: number;
  now: Instant;
}

/** The shop's consumption orders (extra days charged at pick-up) under settleDate headings, 10 a page. */
export function ConsumeOrderList({ storeId, now }: ConsumeOrderListProps) {
  const { t } = useTranslation('reports');
  const query = useBusinessConsumeListInfiniteQuery({ storeId });
  return (
    <SettleDateList
      list={{ ...query, rows: query.data?.pages.flatMap((page) => page.consumes) }}
      renderRow={(consume, focusRef) => <ConsumeOrderRow consume={consume} focusRef={focusRef} />}
      now={now}
      loadingText={t('loadingConsumes')}
      emptyText={t('emptyConsumes')}
    />
  );
}
