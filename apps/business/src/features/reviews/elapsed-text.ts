import { elapsedTime, type Instant } from '@luggage/domain/dates';
import type { TFunction } from 'i18next';

/** How long ago `at` was at `now`, as spec §5's elapsed-time label ('just now', '3 hours ago', '7 days ago'). */
export function elapsedText(at: string, now: Instant, t: TFunction<'reviews'>): string {
  const elapsed = elapsedTime(at, now);
  return elapsed.key === 'justNow' ? t('elapsed.justNow') : t(`elapsed.${elapsed.key}`, { count: elapsed.count });
}
