import type { Instant } from '@luggage/domain/dates';
import { useId, useRef, type KeyboardEvent } from 'react';
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

/**
 * The shop's two lists as WAI-ARIA tabs: luggage orders and consumption orders. Arrow keys move between the
 * tabs and select them, Home and End go to the first and last; only the selected tab is in the tab order.
 */
export function ShopOrderTabs({ storeId, now, selected, onSelect }: ShopOrderTabsProps) {
  const { t } = useTranslation('reports');
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<OrderTab, HTMLButtonElement | null>>>({});
  const current = ORDER_TABS.indexOf(selected);

  const onKeyDown = (event: KeyboardEvent) => {
    const targets: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: ORDER_TABS.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ORDER_TABS[(target + ORDER_TABS.length) % ORDER_TABS.length]!;
    onSelect(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="report-tabs">
      <div role="tablist" aria-label={t('tabs.label')} className="report-tabs__list" onKeyDown={onKeyDown}>
        {ORDER_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            className="report-tabs__tab"
            onClick={() => onSelect(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} className="report-tabs__panel">
        {/* Keyed by shop: another shop's list starts afresh, focus bookkeeping included. */}
        {selected === 'luggage' ? (
          <LuggageOrderList key={storeId} storeId={storeId} now={now} />
        ) : (
          <ConsumeOrderList key={storeId} storeId={storeId} now={now} />
        )}
      </div>
    </div>
  );
}
