import { describe, expect, it } from 'vitest';
import { formatMonth } from './format-month';

describe('formatMonth', () => {
  it.each([
    ['en', 'short', 'Nov'],
    ['en', 'long', 'November 2026'],
    ['zh-CN', 'short', '11月'],
    ['zh-CN', 'long', '2026年11月'],
  ] as const)('a month in %s, %s', (language, style, expected) => expect(formatMonth('2026-11', language, style)).toBe(expected));
});
