import { useUserCouponsQuery } from '@luggage/api/coupon-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { CLIENT_COUPON_STATUS } from '@luggage/domain/coupons';
import { PAGE_SIZE } from '@luggage/domain/paging';
import { Stack } from '@luggage/ui/layout';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListFooter } from '../../shared/paged-list-footer';
import { useFocusOnArrival } from '../../shared/use-focus-on-arrival';
import { CouponCard } from './coupon-card';
import type { CouponStatusKey } from './coupon-status-key';
import './coupons.css';

/** The coupon_user call of one page of a state's coupons. */
export const couponPageArgs = (status: CouponStatusKey, page: number) => ({ page, pageSize: PAGE_SIZE, clientCouponStatus: CLIENT_COUPON_STATUS[status] });

/** The cards of one page; a page loaded by 'load more' takes the focus to its first card. */
function CouponPage({ status, page, now, takeFocus }: { status: CouponStatusKey; page: number; now: number; takeFocus: boolean }) {
  const { currentData: data } = useUserCouponsQuery(couponPageArgs(status, page));
  const firstCard = useFocusOnArrival<HTMLElement>(takeFocus, (data?.coupons.length ?? 0) > 0);
  return data?.coupons.map((coupon, index) => (
    <li key={coupon.clientCouponId}>
      <CouponCard coupon={coupon} now={now} cardRef={index === 0 && takeFocus ? firstCard : undefined} />
    </li>
  ));
}

/**
 * The traveller's coupons in one state, in the server's order (the soonest to end first while usable), 10 a
 * page (spec §9): 'load more' appears only while the last page loaded was full.
 */
export function CouponList({ status, now }: { status: CouponStatusKey; now: number }) {
  const { t } = useTranslation('coupons');
  const [pageCount, setPageCount] = useState(1);
  const first = useUserCouponsQuery(couponPageArgs(status, 1));
  const last = useUserCouponsQuery(couponPageArgs(status, pageCount));

  if (first.isError && !first.currentData) {
    return <ErrorState message={apiErrorText(first.error, t)} onRetry={() => void first.refetch()} />;
  }
  if (!first.currentData) return <LoadingState text={t('loading')} />;
  if (first.currentData.coupons.length === 0) return <p className="coupon-list__empty">{t(`tabEmpty.${status}`)}</p>;

  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  // currentData: `data` would still be the previous page's while the next one loads or after it failed.
  const lastCount = last.currentData?.coupons.length;
  return (
    <Stack isPage>
      <Stack as="ul" aria-label={t(`listLabel.${status}`)}>
        {pages.map((page) => (
          <CouponPage key={page} status={status} page={page} now={now} takeFocus={page > 1 && page === pageCount} />
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
