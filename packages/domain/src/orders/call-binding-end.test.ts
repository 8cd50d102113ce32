import { describe, expect, it } from 'vitest';
import { callBindingEnd } from './call-binding-end';

describe('callBindingEnd', () => {
  it.each([
    ['before the storage, 24:00 of the day after its last day', '2026-11-25', '2026-11-23T10:00:00+08:00', '2026-11-27T00:00:00+08:00'],
    ['on its last day, late at night', '2026-11-25', '2026-11-25T23:59:00+08:00', '2026-11-27T00:00:00+08:00'],
    ['the day after its last day: 24:00 tomorrow, a day to collect', '2026-11-25', '2026-11-26T08:00:00+08:00', '2026-11-28T00:00:00+08:00'],
    ['luggage kept two days past its last day: 24:00 tomorrow', '2026-11-25', '2026-11-27T09:00:00+08:00', '2026-11-29T00:00:00+08:00'],
    ['a UTC evening that is already the next day in Shanghai', '2026-11-25', '2026-11-26T17:00:00Z', '2026-11-29T00:00:00+08:00'],
  ])('%s', (_case, endDate, now, expected) => {
    expect(callBindingEnd(endDate, Date.parse(now))).toBe(Date.parse(expected));
  });
});
