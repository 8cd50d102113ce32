import type { Instant } from '@luggage/domain/dates';
import { Tabs } from '@luggage/ui/tabs';
import { useTranslation } from 'react-i18next';
import { ConsumeOrderList } from './consume-order-list';
import { LuggageOrderList } from './luggage-order-list';
import { ORDER_TABS, type OrderTab } from './order-tab';

/** Props of {@link ShopOrderTabs}. */
export interface ShopOrderTabsProps {
  storeId: number;
  now: Instant;
  selected: OrderTab;
  onSelect: (tab: OrderTab) => void;
}

/** The shop's two lists as tabs: luggage orders and consumption orders. */
export function ShopOrderTabs({ storeId, now, selected, onSelect }: ShopOrderTabsProps) {
  const { t } = useTranslation('reports');
  return (
    <Tabs
      tabs={ORDER_TABS.map((tab) => ({ id: tab, label: t(`tabs.${tab}`) }))}
      selected={selected}
      onSelect={onSelect}
      label={t('tabs.label')}
      className="report-tabs"
      tabClassName="report-tabs__tab"
    >
      {/* Keyed by shop: another shop's list starts afresh, focus bookkeeping included. */}
      {selected === 'luggage' ? (
        <LuggageOrderList key={storeId} storeId={storeId} now={now} />
      ) : (
        <ConsumeOrderList key={storeId} storeId={storeId} now={now} />
      )}
    </Tabs>
  );
}
