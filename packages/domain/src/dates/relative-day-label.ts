import { toShanghaiDateTime, type Instant } from './instant';
import { parseIsoDate } from './iso-date';

/** i18n key of a date relative to today; '' when no label applies. */
export type RelativeDayKey = 'today' | 'tomorrow' | 'dayAfterTomorrow' | '';

const KEYS_BY_OFFSET: readonly RelativeDayKey[] = ['today', 'tomorrow', 'dayAfterTomorrow'];

/**
 * The relative label of a calendar date 'yyyy-MM-dd' compared with Shanghai's today at `now`:
 * 'today', 'tomorrow', 'dayAfterTomorrow', or '' for past dates and dates 3 or more days ahead.
 * @throws RangeError for a malformed date.
 */
export function relativeDayLabel(isoDate: string, now: Instant): RelativeDayKey {
  const today = toShanghaiDateTime(now).startOf('day');
  const offset = Math.round(parseIsoDate(isoDate).diff(today, 'days').days);
  return KEYS_BY_OFFSET[offset] ?? '';
}
