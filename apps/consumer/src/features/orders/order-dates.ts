import type { Instant } from '@luggage/domain/dates';
import type { TFunction } from 'i18next';
import { dayText } from '../../shared/dates/day-text';

/** The storage days of an order: '23 Nov 2026 (today) to 24 Nov 2026 (tomorrow)', or one day when they are the same. */
export function orderDatesText(startTime: string, endTime: string, now: Instant, t: TFunction<'orders'>, language: string): string {
  const start = dayText(startTime, now, t, language);
  return startTime === endTime ? start : t('dateRange', { start, end: dayText(endTime, now, t, language) });
}
