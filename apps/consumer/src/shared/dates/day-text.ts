import { relativeDayLabel, type Instant } from '@luggage/domain/dates';
import type { TFunction } from 'i18next';

/**
 * 'yyyy-MM-dd' with its relative label at `now` when it has one ('2026-11-23 today', spec §5); a date the
 * client cannot read is shown as the server sent it. `t` may be of any namespace.
 */
export function dayText(isoDate: string, now: Instant, t: TFunction<string>): string {
  let label = '';
  try {
    label = relativeDayLabel(isoDate, now);
  } catch {
    // A date the client cannot read is still worth showing as sent.
  }
  return label ? t('relativeDay:dayWithLabel', { date: isoDate, label: t(`relativeDay:relative.${label}`) }) : isoDate;
}
