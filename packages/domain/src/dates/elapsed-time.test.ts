import { describe, expect, it } from 'vitest';
import { elapsedTime, type ElapsedTime } from './elapsed-time';

const NOW = Date.parse('2026-11-23T12:00:00+08:00');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('elapsedTime', () => {
  it.each<[string, number, ElapsedTime]>([
    ['in the future', -5 * MINUTE, { key: 'justNow' }],
    ['0 ms', 0, { key: 'justNow' }],
    ['59 min 59 s', HOUR - 1000, { key: 'justNow' }],
    ['1 h', HOUR, { key: 'hoursAgo', count: 1 }],
    ['5 h 59 min', 6 * HOUR - MINUTE, { key: 'hoursAgo', count: 5 }],
    ['23 h 59 min', DAY - MINUTE, { key: 'hoursAgo', count: 23 }],
    ['1 day', DAY, { key: 'daysAgo', count: 1 }],
    ['2 days 23 h', 3 * DAY - HOUR, { key: 'daysAgo', count: 2 }],
    ['6 days 23 h', 7 * DAY - HOUR, { key: 'daysAgo', count: 6 }],
    ['7 days', 7 * DAY, { key: 'sevenDaysAgo' }],
    ['a year', 365 * DAY, { key: 'sevenDaysAgo' }],
  ])('%s ago', (_, elapsedMs, expected) => {
    expect(elapsedTime(NOW - elapsedMs, NOW)).toEqual(expected);
  });

  it('accepts Dates and ISO strings as well as epoch ms', () => {
    expect(elapsedTime('2026-11-23T09:00:00+08:00', new Date(NOW))).toEqual({ key: 'hoursAgo', count: 3 });
  });
});
