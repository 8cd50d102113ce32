import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from './page-body';

/** The tabs of #/help in order: tab=0 is the service guide, tab=1 the common questions. */
const TABS = [
  { page: 'help', label: 'serviceGuideTab' },
  { page: 'questions', label: 'questionsTab' },
] as const;

/** Props of {@link HelpTabs}. */
export interface HelpTabsProps {
  /** The selected tab's index; anything out of range selects the service guide. */
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * The help screen's tabs (WAI-ARIA tabs): the service guide and the common questions. Arrow keys move
 * between the tabs and select them, Home and End go to the first and last; only the selected tab is in the
 * tab order.
 */
export function HelpTabs({ selected, onSelect }: HelpTabsProps) {
  const { t } = useTranslation('infoPages');
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = TABS[selected] ? selected : 0;

  const move = (index: number) => {
    const next = (index + TABS.length) % TABS.length;
    onSelect(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const targets: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: TABS.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div className="info-page__tabs">
      <div role="tablist" aria-label={t('tabsLabel')} className="info-page__tablist" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.page}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === current ? 0 : -1}
            className="info-page__tab"
            onClick={() => onSelect(index)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current}`} className="info-page" tabIndex={0}>
        <PageBody name={TABS[current]!.page} />
      </div>
    </div>
  );
}
