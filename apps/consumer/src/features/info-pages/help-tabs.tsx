import { Tabs } from '@luggage/ui/tabs';
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

/** The help screen's tabs: the service guide and the common questions. */
export function HelpTabs({ selected, onSelect }: HelpTabsProps) {
  const { t } = useTranslation('infoPages');
  const current = TABS[selected] ? selected : 0;
  return (
    <Tabs
      tabs={TABS.map((tab, index) => ({ id: index, label: t(tab.label) }))}
      selected={current}
      onSelect={onSelect}
      label={t('tabsLabel')}
      listClassName="info-page__tablist"
      panelClassName="info-page"
      panelTabIndex={0}
    >
      <PageBody name={TABS[current]!.page} />
    </Tabs>
  );
}
