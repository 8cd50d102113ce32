import { relativeDayLabel, type Instant } from '@luggage/domain/dates';
import type { TFunction } from 'i18next';

/** 'yyyy-MM-dd' with its relative label when it has one: '2026-11-23 today'; a malformed date as sent. */
function dayText(isoDate: string, now: Instant, t: TFunction<'orders'>): string {
  let label = '';
  try {
    label = relativeDayLabel(isoDate, now);
  } catch {
    // A date the client cannot read is still worth showing as the server sent it.
  }
  return label ? t('dayWithLabel', { date: isoDate, label: t(`relative.${label}`) }) : isoDate;
}

/** The storage days of an order: '2026-11-23 today to 2026-11-24 tomorrow', or one day when they are the same. */
export function orderDatesText(startTime: string, endTime: string, now: Instant, t: TFunction<'orders'>): string {
  const start = dayText(startTime, now, t);
  return startTime === endTime ? start : t('dateRange', { start, end: dayText(endTime, now, t) });
}
