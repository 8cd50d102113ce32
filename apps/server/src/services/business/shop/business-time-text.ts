import type { OpeningHours } from '@luggage/api/contract';

const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** Runs of consecutive weekdays (1 = Monday … 7 = Sunday) as text: [1,2,3,4,5] → '周一至周五', [1,3] → '周一、周三'. */
function weekdaysText(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const name = (day: number) => WEEKDAY_NAMES[day - 1] ?? '';
  return runs.map((run) => (run.length === 1 ? name(run[0] ?? 0) : `${name(run[0] ?? 0)}至${name(run.at(-1) ?? 0)}`)).join('、');
}

/**
 * The shop's business-time text travellers see, one line per opening rule in the given order, in the
 * seed data's form: '周一至周五 08:00-20:00\n周六至周日 09:00-18:00'.
 */
export function businessTimeText(hours: readonly OpeningHours[]): string {
  return hours.map((rule) => `${weekdaysText(rule.weekdays)} ${rule.open}-${rule.close}`).join('\n');
}
