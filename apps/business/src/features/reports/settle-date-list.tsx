import type { Instant } from '@luggage/domain/dates';
import { Button } from '@luggage/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@luggage/ui/states';
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { groupBySettleDate } from './group-by-settle-date';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { settleDayText } from './settle-day-text';
import { Stack } from '@luggage/ui/layout';
import './reports.css';

/** A shop list loaded page by page, as an infinite query hook gives it. */
export interface PagedRows<Row> {
  /** Every row loaded so far; undefined until the first page arrives. */
  rows: Row[] | undefined;
  error?: unknown;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** Props of {@link SettleDateList}. */
export interface SettleDateListProps<Row extends { id: string; settleDate: string }> {
  list: PagedRows<Row>;
  /** One row's content; `focusRef` goes on the element that takes the focus after 'load more'. */
  renderRow: (row: Row, focusRef: Ref<HTMLElement> | undefined) => ReactNode;
  /** Shanghai's today and yesterday are labelled relative to this. */
  now: Instant;
  loadingText: string;
  emptyText: string;
}

/**
 * A shop list under settleDate headings (spec §3), newest first: 'load more' shows only while the last page
 * was full (spec §5, §9); a date continued on the next page keeps its one heading. After 'load more' the
 * focus moves to the first new row, and a status line says how many rows are shown. Loading, empty and
 * error states (with retry, for the first page and for a further one) are its own.
 */
export function SettleDateList<Row extends { id: string; settleDate: string }>({
  list,
  renderRow,
  now,
  loadingText,
  emptyText,
}: SettleDateListProps<Row>) {
  const { t, i18n } = useTranslation('reports');
  const headingId = useId();
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusTarget = useRef<HTMLElement>(null);
  const rowCount = list.rows?.length ?? 0;
  useEffect(() => {
    if (focusIndex !== null && rowCount > focusIndex) focusTarget.current?.focus();
  }, [focusIndex, rowCount]);

  if (!list.rows) {
    return list.isError ? (
      <ErrorState message={apiErrorText(list.error, t)} onRetry={() => void list.refetch()} />
    ) : (
      <LoadingState text={loadingText} />
    );
  }
  if (list.rows.length === 0) return <EmptyState text={emptyText} />;

  const loadMore = () => {
    setFocusIndex(rowCount);
    void list.fetchNextPage();
  };
  let index = 0;
  return (
    <Stack gap={4} isPage>
      {groupBySettleDate(list.rows).map(({ settleDate, rows }) => (
        <Stack as="section" gap={2} key={settleDate} aria-labelledby={`${headingId}-${settleDate}`}>
          <h2 id={`${headingId}-${settleDate}`} className="report-list__date">
            {t('settleHeading', { day: settleDayText(settleDate, now, t, i18n.language) })}
          </h2>
          <Stack as="ul" gap={2}>
            {rows.map((row) => (
              <li key={row.id}>{renderRow(row, index++ === focusIndex ? focusTarget : undefined)}</li>
            ))}
          </Stack>
        </Stack>
      ))}
      <p className="lg-visually-hidden" role="status">
        {t('ordersShown', { count: rowCount })}
      </p>
      {list.isFetchNextPageError ? (
        <ErrorState message={apiErrorText(list.error, t)} onRetry={loadMore} />
      ) : list.isFetchingNextPage ? (
        <Button variant="secondary" className="report-list__more" disabled aria-busy="true">
          {t('loadingMore')}
        </Button>
      ) : (
        list.hasNextPage && (
          <Button variant="secondary" className="report-list__more" onClick={loadMore}>
            {t('loadMore')}
          </Button>
        )
      )}
    </Stack>
  );
}
