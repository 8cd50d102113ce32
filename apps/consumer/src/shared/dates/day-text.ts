import { formatDate, relativeDayLabel, type Instant } from '@luggage/domain/dates';
import type { TFunction } from 'i18next';

/**
 * A calendar date 'yyyy-MM-dd' in the app's date format of `language`, with its relative label at `now` when
 * it has one ('23 Nov 2026 (today)', '2026年11月23日（今天）'; spec §5); a date the client cannot read is shown
 * as the server sent it. `t` may be of any namespace.
 */
export function dayText(isoDate: string, now: Instant, t: TFunction<string>, language: string): string {
  let label = '';
  try {
    label = relativeDayLabel(isoDate, now);
  } catch {
    // A date the client cannot read is still worth showing as sent.
  }
  const date = formatDate(isoDate, language);
  return label ? t('relativeDay:dayWithLabel', { date, label: t(`relativeDay:relative.${label}`) }) : date;
}
