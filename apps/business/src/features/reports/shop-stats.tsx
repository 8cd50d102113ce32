import { useBusinessSummaryQuery } from '@luggage/api/business-report-api';
import { ErrorState, LoadingState } from '@luggage/ui/states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DailyStatistic } from './daily-statistic';
import type { Measure } from './measure';
import { MeasureSwitch } from './measure-switch';
import { MonthlySummary } from './monthly-summary';
import { OwedRefunds } from './owed-refunds';
import { apiErrorText } from '@luggage/app-shell/i18n';
import { Stack } from '@luggage/ui/layout';
import './stats.css';

/** Props of {@link ShopStats}. */
export interface ShopStatsProps {
  storeId: number;
  /** The owner's view: the refunds still owed ({@link OwedRefunds}) come first, while any are. */
  withOwedRefunds?: boolean;
}

/**
 * #/bussiness/stats: the shop's monthly summary of the last 12 months and the daily statistic of a month
 * picked from them (the current month first), both as a bar chart with its table; one switch plots orders or
 * amounts in both charts.
 */
export function ShopStats({ storeId, withOwedRefunds = false }: ShopStatsProps) {
  const { t } = useTranslation('reports');
  const summary = useBusinessSummaryQuery({ storeId });
  const [measure, setMeasure] = useState<Measure>('orders');
  const [pickedMonth, setPickedMonth] = useState<string | null>(null);

  // currentData: `data` would still be another shop's summary while this one loads or fails.
  const data = summary.currentData;
  if (!data) {
    return summary.isError ? (
      <ErrorState message={apiErrorText(summary.error, t)} onRetry={() => void summary.refetch()} />
    ) : (
      <LoadingState text={t('stats.loading')} />
    );
  }
  const months = data.months.map(({ month }) => month);
  const month = pickedMonth ?? months.at(-1);
  return (
    <Stack gap={4} isPage isCapped>
      {withOwedRefunds && <OwedRefunds storeId={storeId} />}
      <MeasureSwitch measure={measure} onChange={setMeasure} />
      <MonthlySummary summary={data} measure={measure} />
      {month && <DailyStatistic storeId={storeId} months={months} month={month} onMonthChange={setPickedMonth} measure={measure} />}
    </Stack>
  );
}
