import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';


describe('useNow', () => {
  it('reads the clock on mount and again after each refresh interval', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T02:00:00Z') });
    const { result } = renderHook(() => useNow(60_000));
    expect(result.current).toBe(Date.parse('2026-11-23T02:00:00Z'));
    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current).toBe(Date.parse('2026-11-23T02:00:00Z'));
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(Date.parse('2026-11-23T02:01:00Z'));
  });
});
