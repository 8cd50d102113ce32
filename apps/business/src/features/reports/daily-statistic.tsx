import { formatDate } from '@luggage/domain/dates';
import { useBusinessStatisticQuery } from '@luggage/api/business-report-api';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from './bar-chart';
import { FiguresTable } from './figures-table';
import { formatMonth } from './format-month';
import { measured, type Measure } from './measure';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { Card, ListRow } from '@luggage/ui/layout';

/** Props of {@link DailyStatistic}. */
export interface DailyStatisticProps {
  storeId: number;
  /** The months to choose from, 'yyyy-MM', oldest first (the summary's). */
  months: readonly string[];
  /** The month shown, 'yyyy-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  measure: Measure;
}

/**
 * The daily statistic of a month chosen from the summary's months (newest first in the picker): a bar per
 * day and the table with check-ins, check-outs, orders and amounts. The month loaded is announced (by one
 * live region that stays on the screen).
 */
export function DailyStatistic({ storeId, months, month, onMonthChange, measure }: DailyStatisticProps) {
  const { t, i18n } = useTranslation('reports');
  const headingId = useId();
  const pickerId = useId();
  const statistic = useBusinessStatisticQuery({ storeId, month: month.replace('-', '') });
  // currentData: `data` would still be the previous month's while the next one loads.
  const days = statistic.currentData?.days;
  const monthText = formatMonth(month, i18n.language, 'long');
  const rows = days?.map(({ date, ...figures }) => ({ key: date, label: formatDate(date, i18n.language, { withoutYear: true, withWeekday: true }), figures }));
  return (
    <Card as="section" gap={3} aria-labelledby={headingId}>
      <ListRow canWrap>
        <h2 id={headingId} className="stats-section__heading">
          {t('stats.dailyHeading')}
        </h2>
        <label className="stats-month" htmlFor={pickerId}>
          <span>{t('stats.monthPicker')}</span>
          <select id={pickerId} value={month} onChange={(event) => onMonthChange(event.target.value)}>
            {[...months].reverse().map((option) => (
              <option key={option} value={option}>
                {formatMonth(option, i18n.language, 'long')}
              </option>
            ))}
          </select>
        </label>
      </ListRow>
      {/* Always mounted: a live region added together with its text is often not read out. */}
      <p className="lg-visually-hidden" role="status">
        {rows ? t('stats.dailyCaption', { month: monthText }) : ''}
      </p>
      {rows ? (
        <>
          <BarChart
            bars={rows.map(({ key, label, figures }) => {
              const day = Number(key.slice(8));
              return { key, label, axisLabel: day === 1 || day % 5 === 0 ? String(day) : '', ...measured(figures, measure) };
            })}
            measure={measure}
            period="day"
          />
          <FiguresTable caption={t('stats.dailyCaption', { month: monthText })} periodHeader={t('stats.date')} rows={rows} hasCounterMoves />
        </>
      ) : statistic.isError && !statistic.isFetching ? (
        <ErrorState message={apiErrorText(statistic.error, t)} onRetry={() => void statistic.refetch()} />
      ) : (
        <LoadingState text={t('stats.loading')} />
      )}
    </Card>
  );
}
