import type { BusinessSummary } from '@luggage/api/contract';
import { formatYuan } from '@luggage/domain/money';
import type { TFunction } from 'i18next';

/** What the charts plot: order counts or money (fen). */
export type Measure = 'orders' | 'amount';

/** The charts' choices in order. */
export const MEASURES: readonly Measure[] = ['orders', 'amount'];

/** A month's or day's figures: luggage and consumption orders, and their amounts in fen. */
export type PeriodFigures = Omit<BusinessSummary['months'][number], 'month'>;

/** The luggage and consumption values of `figures` in `measure` (amounts in fen). */
export function measured(figures: PeriodFigures, measure: Measure): { luggage: number; consume: number } {
  return measure === 'orders'
    ? { luggage: figures.luggageOrder, consume: figures.consumeOrder }
    : { luggage: figures.luggageAmount, consume: figures.consumeAmount };
}

/** A value of `measure` as text: a count as it is, an amount in fen as '¥12.50'. */
export function measureText(value: number, measure: Measure, t: TFunction<'reports'>): string {
  return measure === 'orders' ? String(value) : t('yuan', { amount: formatYuan(value) });
}
