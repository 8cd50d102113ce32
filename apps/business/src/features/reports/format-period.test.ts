import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';
import { formatMonth } from './format-month';

describe('formatMonth and formatDay', () => {
  it.each([
    ['en', 'short', 'Nov'],
    ['en', 'long', 'November 2026'],
    ['zh-CN', 'short', '11月'],
    ['zh-CN', 'long', '2026年11月'],
  ] as const)('a month in %s, %s', (language, style, expected) => expect(formatMonth('2026-11', language, style)).toBe(expected));

  it('keeps the calendar date whatever the zone', () => {
    expect(formatDay('2026-11-01', 'en')).toBe('Sun, Nov 1');
    expect(formatDay('2026-11-23', 'zh-CN')).toBe('11月23日周一');
  });
});
