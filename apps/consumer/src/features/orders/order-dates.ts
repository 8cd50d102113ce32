import type { Instant } from '@luggage/domain/dates';
import type { TFunction } from 'i18next';
import { dayText } from '../../shared/dates/day-text';

/** The storage days of an order: '2026-11-23 today to 2026-11-24 tomorrow', or one day when they are the same. */
export function orderDatesText(startTime: string, endTime: string, now: Instant, t: TFunction<'orders'>): string {
  const start = dayText(startTime, now, t);
  return startTime === endTime ? start : t('dateRange', { start, end: dayText(endTime, now, t) });
}
