import { useOrderListQuery } from '@luggage/api/order-api';
import type { Instant } from '@luggage/domain/dates';
import { PAGE_SIZE } from '@luggage/domain/paging';
import { Card, Stack } from '@luggage/ui/layout';
import { EmptyState, ErrorState } from '@luggage/ui/states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { PagedListFooter } from '../../shared/paged-list-footer';
import { useFocusOnArrival } from '../../shared/use-focus-on-arrival';
import { StateWithLink } from '../../shared/state-with-link';
import { useVoucherSnapshotRefresh } from '../../shared/orders/use-voucher-snapshot-refresh';
import { OrderCard } from './order-card';
import './orders.css';

/** Placeholder cards shown while the first page loads. */
function OrderListSkeleton() {
  const { t } = useTranslation('orders');
  return (
    <Stack isPage role="status" aria-busy="true">
      <p className="lg-visually-hidden order-list__status">{t('loading')}</p>
      {[0, 1, 2].map((index) => (
        <Card key={index} aria-hidden="true">
          <span className="order-skeleton__line order-skeleton__line--wide" />
          <span className="order-skeleton__line" />
          <span className="order-skeleton__line order-skeleton__line--short" />
        </Card>
      ))}
    </Stack>
  );
}

/** The cards of one page (the saved vouchers of its orders follow it); a page loaded by 'load more' takes the focus to its first card. */
function OrderPage({ page, now, takeFocus }: { page: number; now: Instant; takeFocus: boolean }) {
  const { currentData: data } = useOrderListQuery({ page, pageSize: PAGE_SIZE });
  const firstLink = useFocusOnArrival<HTMLAnchorElement>(takeFocus, (data?.orders.length ?? 0) > 0);
  useVoucherSnapshotRefresh(data?.orders);
  return data?.orders.map((order, index) => (
    <li key={order.id}>
      <OrderCard order={order} now={now} linkRef={index === 0 ? firstLink : undefined} />
    </li>
  ));
}

/**
 * The traveller's orders, newest first, 10 a page (spec §5, §9): 'load more' appears only while the last
 * page loaded was full. Loading shows placeholder cards; no orders at all offers the way to the map.
 */
export function OrderList({ now }: { now: Instant }) {
  const { t } = useTranslation('orders');
  const [pageCount, setPageCount] = useState(1);
  const first = useOrderListQuery({ page: 1, pageSize: PAGE_SIZE });
  const last = useOrderListQuery({ page: pageCount, pageSize: PAGE_SIZE });

  if (first.isError && !first.data) {
    return <ErrorState message={apiErrorText(first.error, t)} onRetry={() => void first.refetch()} />;
  }
  if (!first.data) return <OrderListSkeleton />;
  if (first.data.orders.length === 0) {
    return (
      <StateWithLink to="/" label={t('emptyAction')} className="order-list__empty">
        <EmptyState text={t('empty')} />
      </StateWithLink>
    );
  }

  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  // currentData: `data` would still be the previous page's while the next one loads or after it failed.
  const lastCount = last.currentData?.orders.length;
  return (
    <Stack isPage>
      <Stack as="ul" aria-label={t('listLabel')}>
        {pages.map((page) => (
          <OrderPage key={page} page={page} now={now} takeFocus={page > 1 && page === pageCount} />
        ))}
      </Stack>
      <PagedListFooter
        pageCount={pageCount}
        lastPage={{ itemCount: lastCount, isError: last.isError, error: last.error, refetch: last.refetch }}
        onLoadMore={() => setPageCount((count) => count + 1)}
        t={t}
      />
    </Stack>
  );
}
