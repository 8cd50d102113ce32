import type { BusinessSummary } from '@luggage/api/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from './bar-chart';
import { FiguresTable } from './figures-table';
import { formatMonth } from './format-month';
import { measured, type Measure } from './measure';
import { Card } from '@luggage/ui/layout';

/** Props of {@link MonthlySummary}. */
export interface MonthlySummaryProps {
  summary: BusinessSummary;
  measure: Measure;
}

/** The last 12 months (oldest first): a bar per month, months without orders included, and the table of them. */
export function MonthlySummary({ summary, measure }: MonthlySummaryProps) {
  const { t, i18n } = useTranslation('reports');
  const headingId = useId();
  const rows = summary.months.map(({ month, ...figures }) => ({ key: month, label: formatMonth(month, i18n.language, 'long'), figures }));
  return (
    <Card as="section" gap={3} aria-labelledby={headingId}>
      <h2 id={headingId} className="stats-section__heading">
        {t('stats.summaryHeading')}
      </h2>
      <BarChart
        bars={rows.map(({ key, label, figures }) => ({
          key,
          label,
          axisLabel: formatMonth(key, i18n.language, 'short'),
          ...measured(figures, measure),
        }))}
        measure={measure}
        period="month"
      />
      <FiguresTable caption={t('stats.summaryCaption')} periodHeader={t('stats.month')} rows={rows} />
    </Card>
  );
}
