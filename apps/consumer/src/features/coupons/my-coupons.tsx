import { useUserCouponsQuery } from '@luggage/api/coupon-api';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import { CouponList, couponPageArgs } from './coupon-list';
import type { CouponStatusKey } from './coupon-status-key';
import { CouponTabs } from './coupon-tabs';
import { CouponsEmpty } from './coupons-empty';

/** Props of {@link MyCoupons}. */
export interface MyCouponsProps {
  /** The selected state's tab (the app keeps it in the URL). */
  status: CouponStatusKey;
  onSelectStatus: (status: CouponStatusKey) => void;
  /** The time the cards are shown at (epoch ms). */
  now: number;
}

/**
 * My coupons (#/coupons): a tab per state with how many coupons it holds, the selected state's coupons as
 * cards. With no coupon at all, how to get one instead of empty tabs.
 */
export function MyCoupons({ status, onSelectStatus, now }: MyCouponsProps) {
  const { t } = useTranslation('coupons');
  // `data`, not `currentData`: the counts of the last answer stay while another tab's first page loads.
  const first = useUserCouponsQuery(couponPageArgs(status, 1));
  if (first.isError && !first.data) {
    return <ErrorState message={apiErrorText(first.error, t)} onRetry={() => void first.refetch()} />;
  }
  if (!first.data) return <LoadingState text={t('loading')} />;
  const { counts } = first.data;
  if (counts.unused + counts.locked + counts.used + counts.expired === 0) return <CouponsEmpty />;
  return (
    <CouponTabs counts={counts} selected={status} onSelect={onSelectStatus}>
      <CouponList key={status} status={status} now={now} />
    </CouponTabs>
  );
}
