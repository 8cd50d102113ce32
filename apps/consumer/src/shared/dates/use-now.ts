import { useEffect, useState } from 'react';

/** One minute: opening states change on the minute. */
const DEFAULT_REFRESH_MS = 60_000;

/**
 * The current time in epoch milliseconds, read from the clock when the component mounts and again every
 * `refreshMs`, so time-dependent texts ('open now') stay right while a screen stays open. Domain rules take
 * this value as their `now` instead of reading the clock themselves.
 */
export function useNow(refreshMs = DEFAULT_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
