import type { OpeningHours } from './opening-hours';

/** How each language writes the weekdays (1 = Monday … 7 = Sunday) and joins them. */
const WORDS = {
  en: { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], everyDay: 'every day', through: '–', and: ', ' },
  zh: { days: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'], everyDay: '每天', through: '至', and: '、' },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** Weekdays as runs of consecutive days: [1,2,3,4,5,7] → 'Mon–Fri, Sun' / '周一至周五、周日'; all seven → 'every day'. */
function weekdaysText(weekdays: readonly number[], words: Words): string {
  const days = [...new Set(weekdays)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  if (days.length === 7) return words.everyDay;
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const name = (day: number) => words.days[day - 1];
  return runs.map((run) => (run.length === 1 ? name(run[0]!) : `${name(run[0]!)}${words.through}${name(run.at(-1)!)}`)).join(words.and);
}

/**
 * A shop's opening hours as lines in the UI language (a BCP 47 tag: 'zh…' is Chinese, anything else
 * English), one line per opening time, its weekdays as ranges: 'Mon–Fri 08:00–22:00', '周六至周日 09:00–21:00'.
 * Rules with the same times share a line ('every day 00:00–24:00'); lines follow the first weekday.
 */
export function openingHoursLines(hours: readonly OpeningHours[], language: string): string[] {
  const words = language.toLowerCase().startsWith('zh') ? WORDS.zh : WORDS.en;
  const byTimes = new Map<string, { open: string; close: string; weekdays: number[] }>();
  for (const { weekdays, open, close } of hours) {
    const key = `${open}–${close}`;
    const line = byTimes.get(key) ?? { open, close, weekdays: [] };
    line.weekdays.push(...weekdays);
    byTimes.set(key, line);
  }
  return [...byTimes.values()]
    .filter(({ weekdays }) => weekdays.length > 0)
    .sort((a, b) => Math.min(...a.weekdays) - Math.min(...b.weekdays))
    .map(({ weekdays, open, close }) => `${weekdaysText(weekdays, words)} ${open}–${close}`);
}
