import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { elapsedTimeText, type ElapsedTimeValue } from './elapsed-time-text';

describe('elapsedTimeText', () => {
  it.each<[ElapsedTimeValue, string, string]>([
    [{ key: 'justNow' }, 'just now', '刚刚'],
    [{ key: 'hoursAgo', count: 1 }, '1 hour ago', '1 小时前'],
    [{ key: 'hoursAgo', count: 23 }, '23 hours ago', '23 小时前'],
    [{ key: 'daysAgo', count: 1 }, '1 day ago', '1 天前'],
    [{ key: 'daysAgo', count: 7 }, '7 days ago', '7 天前'],
  ])('%j → %s / %s', (elapsed, english, chinese) => {
    expect(elapsedTimeText(createI18n({}, { language: 'en' }).t, elapsed)).toBe(english);
    expect(elapsedTimeText(createI18n({}, { language: 'zh-CN' }).t, elapsed)).toBe(chinese);
  });
});
