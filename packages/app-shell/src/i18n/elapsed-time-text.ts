import type { TFunction } from 'i18next';

/** How long ago, as the domain's `elapsedTime` (`@luggage/domain/dates`) answers it. */
export type ElapsedTimeValue = { readonly key: 'justNow' } | { readonly key: 'hoursAgo' | 'daysAgo'; readonly count: number };

/** Spec §5's elapsed-time label in the app's language: 'just now', '3 hours ago', '7 days ago' / '刚刚', '3 小时前'. */
export function elapsedTimeText(t: TFunction, elapsed: ElapsedTimeValue): string {
  return elapsed.key === 'justNow' ? t('shell:elapsed.justNow') : t(`shell:elapsed.${elapsed.key}`, { count: elapsed.count });
}
