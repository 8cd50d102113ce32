import { describe, expect, it } from 'vitest';
import { openingHoursLines } from './opening-hours-lines';

const rule = (weekdays: number[], open: string, close: string) => ({ weekdays, open, close });

describe('openingHoursLines', () => {
  const weekdaysAndWeekend = [rule([1, 2, 3, 4, 5], '08:00', '22:00'), rule([6, 7], '09:00', '21:00')];

  it.each([
    ['en', ['Mon–Fri 08:00–22:00', 'Sat–Sun 09:00–21:00']],
    ['en-US', ['Mon–Fri 08:00–22:00', 'Sat–Sun 09:00–21:00']],
    ['zh-CN', ['周一至周五 08:00–22:00', '周六至周日 09:00–21:00']],
  ])('writes weekday ranges in %s', (language, lines) => {
    expect(openingHoursLines(weekdaysAndWeekend, language)).toEqual(lines);
  });

  it('joins rules with the same times, and seven days are every day', () => {
    const allDay = [rule([1, 2, 3, 4, 5], '00:00', '24:00'), rule([6, 7], '00:00', '24:00')];
    expect(openingHoursLines(allDay, 'en')).toEqual(['every day 00:00–24:00']);
    expect(openingHoursLines(allDay, 'zh-CN')).toEqual(['每天 00:00–24:00']);
  });

  it('lists single days and gaps, lines in weekday order', () => {
    const hours = [rule([7], '09:00', '18:00'), rule([1, 2, 3, 5], '08:00', '20:00'), rule([6], '08:00', '20:00')];
    expect(openingHoursLines(hours, 'en')).toEqual(['Mon–Wed, Fri–Sat 08:00–20:00', 'Sun 09:00–18:00']);
    expect(openingHoursLines(hours, 'zh-CN')).toEqual(['周一至周三、周五至周六 08:00–20:00', '周日 09:00–18:00']);
  });

  it('has no lines without hours', () => {
    expect(openingHoursLines([], 'en')).toEqual([]);
  });
});
