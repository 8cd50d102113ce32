import { useCallback, useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` (spec §9: search 1 s, map drag 0.5 s), and a
 * `settle(next)` that adopts a value at once (a tapped hot search needs no wait).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [debounced: T, settle: (next: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  const settle = useCallback((next: T) => setDebounced(next), []);
  return [debounced, settle];
}
