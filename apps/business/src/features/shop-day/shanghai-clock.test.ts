import { describe, expect, it } from 'vitest';
import { shanghaiClock } from './shanghai-clock';

describe('shanghaiClock', () => {
  it('writes the Shanghai wall-clock time of an instant', () => {
    expect(shanghaiClock('2026-11-23T01:12:00Z')).toBe('09:12');
    expect(shanghaiClock('2026-11-23T16:05:00Z')).toBe('00:05');
  });

  it('returns unreadable text as sent', () => {
    expect(shanghaiClock('soon')).toBe('soon');
  });
});
