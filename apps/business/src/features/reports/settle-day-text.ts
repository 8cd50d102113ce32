import { addDays, formatDate, relativeDayLabel, type Instant } from '@luggage/domain/dates';
import type { TFunction } from 'i18next';

/** The relative label of a settle date at `now` ('yesterday' … 'dayAfterTomorrow'), or '' when none applies. */
function settleDayLabel(isoDate: string, now: Instant) {
  // The domain labels today and the days after; a list of settled money also needs yesterday.
  if (relativeDayLabel(addDays(isoDate, 1), now) === 'today') return 'yesterday';
  return relativeDayLabel(isoDate, now);
}

/**
 * A settle date 'yyyy-MM-dd' in the app's date format of `language`, with its relative label in Asia/Shanghai
 * at `now` ('22 Nov 2026 (yesterday)', '2026年11月23日（今天）'); a date the client cannot read as the server sent it.
 */
export function settleDayText(isoDate: string, now: Instant, t: TFunction<'reports'>, language: string): string {
  let label = '';
  try {
    label = settleDayLabel(isoDate, now);
  } catch {
    // A date the client cannot read is still worth showing as sent.
  }
  const date = formatDate(isoDate, language);
  return label ? t('dayWithLabel', { date, label: t(`relative.${label}`) }) : date;
}
