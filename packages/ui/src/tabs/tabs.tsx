import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../layout/class-names';
import './tabs.css';

/** One tab of {@link Tabs}: what the app calls it, and its text. */
export interface Tab<Id extends string | number> {
  id: Id;
  label: string;
  /** A short figure after the label in a small pill, e.g. how many items the tab holds ('3'); part of the tab's name. */
  badge?: string;
}

/** Props of {@link Tabs}. */
export interface TabsProps<Id extends string | number> {
  /** The tabs in order. */
  tabs: readonly Tab<Id>[];
  /** The selected tab's id; one that is not among `tabs` selects the first. */
  selected: Id;
  onSelect: (id: Id) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The app's classes refining the wrapper, the tab list, each tab and the panel. */
  className?: string;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
  /** The panel takes the focus itself (0): a panel of text with nothing focusable in it. */
  panelTabIndex?: 0;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs as a bar of equal tabs over one panel, the selected tab underlined in the brand colour: the
 * arrow keys move between the tabs and select them, Home and End go to the first and last; only the selected
 * tab is in the tab order. The app keeps which tab is selected (e.g. in the URL) and renders its panel.
 */
export function Tabs<Id extends string | number>({
  tabs,
  selected,
  onSelect,
  label,
  className,
  listClassName,
  tabClassName,
  panelClassName,
  panelTabIndex,
  children,
}: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const found = tabs.findIndex((tab) => tab.id === selected);
  const current = found === -1 ? 0 : found;

  const onKeyDown = (event: KeyboardEvent) => {
    const targets: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    onSelect(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={classNames('lg-tabs__list', listClassName)} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === current ? 0 : -1}
            className={classNames('lg-tabs__tab', tabClassName)}
            onClick={() => onSelect(tab.id)}
          >
            {tab.badge === undefined ? (
              tab.label
            ) : (
              <>
                {tab.label} <span className="lg-tabs__badge">{tab.badge}</span>
              </>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current}`} className={panelClassName} tabIndex={panelTabIndex}>
        {children}
      </div>
    </div>
  );
}
