import type { ComboOrder } from '@luggage/api/contract';
import { useComboOrderListQuery } from '@luggage/api/combo-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { formatYuan } from '@luggage/domain/money';
import { PAGE_SIZE } from '@luggage/domain/paging';
import { EmptyState, ErrorState, LoadingState } from '@luggage/ui/states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { couponName } from '../../shared/coupons/coupon-texts';
import { PagedListFooter } from '../../shared/paged-list-footer';
import { COMBO_STATUS_TEXT } from './combo-status-text';
import { ComboShelf } from './combo-shelf';
import '../../shared/link-rows.css';
import './combo.css';

/** One combo order of the list: its name and status, the days left of all (or what to pay), leading to it. */
function ComboOrderRow({ order }: { order: ComboOrder }) {
  const { t, i18n } = useTranslation('combo');
  return (
    <li className="link-rows__row">
      <Link to={`/combo/order/${order.id}`} className="link-rows__link">
        <span className="combo-orders__name">{couponName(order.combo, i18n.language)}</span>
        <span className={`combo-badge combo-badge--${order.status}`}>{t(COMBO_STATUS_TEXT[order.status])}</span>
        <span className="combo-orders__summary">
          {order.status === 'unpaid'
            ? t('orderRowUnpaid', { amount: formatYuan(order.price) })
            : t('orderRowSummary', { remain: order.remain ?? 0, total: order.total ?? 0 })}
        </span>
      </Link>
    </li>
  );
}

/** The rows of one page of the list. */
function ComboOrderPage({ page }: { page: number }) {
  const { currentData } = useComboOrderListQuery({ page, pageSize: PAGE_SIZE });
  return currentData?.orders.map((order) => <ComboOrderRow key={order.id} order={order} />);
}

/**
 * My combo packages (#/combo/orders): unpaid, paid and refunding ones, newest first, 10 a page with 'more'
 * while the last page was full (spec §9); a refunded one is no longer listed (spec §4); then the combos on
 * sale. With none, what a combo is first.
 */
export function ComboOrderList() {
  const { t } = useTranslation('combo');
  const [pageCount, setPageCount] = useState(1);
  // Read afresh on every visit: the days left change with bookings made elsewhere.
  const first = useComboOrderListQuery({ page: 1, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const last = useComboOrderListQuery({ page: pageCount, pageSize: PAGE_SIZE });
  const lastCount = last.currentData?.orders.length;
  if (first.isError && !first.data) return <ErrorState message={apiErrorText(first.error, t)} onRetry={() => void first.refetch()} />;
  if (!first.data) return <LoadingState text={t('loadingOrders')} />;
  if (first.data.orders.length === 0) {
    return (
      <div className="combo-screen">
        <EmptyState text={t('ordersEmpty')} />
        <p className="combo-order__note">{t('ordersEmptyHow')}</p>
        <ComboShelf isOnMyCombos />
      </div>
    );
  }
  return (
    <div className="combo-screen">
      <ul className="combo-orders">
        {Array.from({ length: pageCount }, (_, index) => (
          <ComboOrderPage key={index + 1} page={index + 1} />
        ))}
      </ul>
      <PagedListFooter
        pageCount={pageCount}
        lastPage={{ itemCount: lastCount, isError: last.isError, error: last.error, refetch: last.refetch }}
        onLoadMore={() => setPageCount((count) => count + 1)}
        t={t}
      />
      <ComboShelf isOnMyCombos />
    </div>
  );
}
