import type { StaffRole } from '@luggage/api/contract';
import { useShopSettingsQuery } from '@luggage/api/business-shop-api';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { CapacityForm } from './capacity-form';
import { ClosedDays } from './closed-days';
import { OpeningHoursForm } from './opening-hours-form';
import { Stack } from '@luggage/ui/layout';
import './shop-settings.css';
import { TitledCard } from './titled-card';

/** Props of {@link ShopSettings}. */
export interface ShopSettingsProps {
  storeId: number;
  /** Owners edit; staff see the same settings read-only, with a note saying who can change them. */
  role: StaffRole;
  /** The time (epoch ms) whose Shanghai day is the first day that can be closed. */
  now: number;
}

/** The shop's settings (#/bussiness/settings): opening hours, closed days and each goods' daily capacity. */
export function ShopSettings({ storeId, role, now }: ShopSettingsProps) {
  const { t } = useTranslation('shopDay');
  const settings = useShopSettingsQuery({ storeId });
  const isReadOnly = role !== 'owner';

  // currentData: another shop's answer is never shown while this shop's loads.
  if (!settings.currentData) {
    if (settings.isError) return <ErrorState message={apiErrorText(settings.error, t) ?? t('ui:states.error')} onRetry={() => void settings.refetch()} />;
    return <LoadingState text={t('settings.loading')} />;
  }
  const data = settings.currentData;
  return (
    <Stack isPage className="shop-settings">
      {isReadOnly && <p className="shop-settings__note">{t('settings.readOnly')}</p>}
      <OpeningHoursForm key={storeId} storeId={storeId} hours={data.hours} isReadOnly={isReadOnly} />
      <ClosedDays key={`closures-${storeId}`} storeId={storeId} closures={data.closures} isReadOnly={isReadOnly} now={now} />
      <TitledCard gap={3} titleId="shop-settings-capacity" title={t('settings.capacity.title')}>
        <p className="shop-settings__intro">{t('settings.capacity.intro')}</p>
        {data.goods.map((goods) => (
          <CapacityForm key={`${storeId}-${goods.goodsId}`} storeId={storeId} goods={goods} isReadOnly={isReadOnly} />
        ))}
      </TitledCard>
    </Stack>
  );
}
