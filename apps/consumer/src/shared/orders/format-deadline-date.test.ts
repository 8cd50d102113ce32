import { describe, expect, it } from 'vitest';
import { formatDeadlineDate } from './format-deadline-date';

describe('formatDeadlineDate', () => {
  it('names the storage date whose 24:00 (Shanghai) is the deadline, in the user’s language', () => {
    expect(formatDeadlineDate('2026-11-23T16:00:00.000Z', 'en')).toBe('23 Nov 2026');
    expect(formatDeadlineDate('2026-11-23T16:00:00.000Z', 'zh-CN')).toBe('2026年11月23日');
  });

  it('reads the date in Shanghai whatever the offset the deadline is written with', () => {
    expect(formatDeadlineDate('2026-11-24T00:00:00+08:00', 'en')).toBe('23 Nov 2026');
  });
});
