import { addDays, relativeDayLabel, type Instant } from '@luggage/domain/dates';
import type { TFunction } from 'i18next';

/** The relative label of a settle date at `now` ('yesterday' … 'dayAfterTomorrow'), or '' when none applies. */
function settleDayLabel(isoDate: string, now: Instant) {
  // The domain labels today and the days after; a list of settled money also needs yesterday.
  if (relativeDayLabel(addDays(isoDate, 1), now) === 'today') return 'yesterday';
  return relativeDayLabel(isoDate, now);
}

/**
 * 'yyyy-MM-dd' with its relative label in Asia/Shanghai at `now` ('2026-11-22 yesterday', '2026-11-23 today');
 * other dates, and a date the client cannot read, as the server sent them.
 */
export function settleDayText(isoDate: string, now: Instant, t: TFunction<'reports'>): string {
  let label = '';
  try {
    label = settleDayLabel(isoDate, now);
  } catch {
    // A date the client cannot read is still worth showing as sent.
  }
  return label ? t('dayWithLabel', { date: isoDate, label: t(`relative.${label}`) }) : isoDate;
}
