import type { UserCouponsResponse } from '@luggage/api/contract';
import { Tabs } from '@luggage/ui/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_STATUS_KEYS, type CouponStatusKey } from './coupon-status-key';
import './coupons.css';

/** Props of {@link CouponTabs}. */
export interface CouponTabsProps {
  /** How many coupons the traveller has in each state. */
  counts: UserCouponsResponse['counts'];
  selected: CouponStatusKey;
  onSelect: (status: CouponStatusKey) => void;
  /** The selected state's list. */
  children: ReactNode;
}

/** My coupons' tabs, one per state (unused, in use, used, expired), each with how many it holds. */
export function CouponTabs({ counts, selected, onSelect, children }: CouponTabsProps) {
  const { t } = useTranslation('coupons');
  return (
    <Tabs
      tabs={COUPON_STATUS_KEYS.map((status) => ({ id: status, label: t(`tab.${status}`), badge: String(counts[status]) }))}
      selected={selected}
      onSelect={onSelect}
      label={t('tabsLabel')}
      listClassName="my-coupons__tablist"
    >
      {children}
    </Tabs>
  );
}
