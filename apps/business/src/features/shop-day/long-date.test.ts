import { describe, expect, it } from 'vitest';
import { longDate } from './long-date';

describe('longDate', () => {
  it('writes the day with its weekday in the UI language, whatever the device zone', () => {
    expect(longDate('2026-11-23', 'en')).toBe('Monday, November 23, 2026');
    expect(longDate('2026-11-23', 'zh-CN')).toBe('2026年11月23日星期一');
  });

  it('returns unreadable text as sent', () => {
    expect(longDate('today', 'en')).toBe('today');
  });
});
