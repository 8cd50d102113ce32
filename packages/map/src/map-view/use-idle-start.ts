import { useEffect, useState, type RefObject } from 'react';

/** The longest an idle start waits for the main thread to be idle: on a busy phone the map still comes. */
export const IDLE_START_TIMEOUT_MS = 3000;

/** When the map starts by itself: once the main thread is idle, or only when the traveller interacts with it. */
export type MapStart = 'idle' | 'interaction';

/** Interactions with the map's region that start it at once: the traveller wants the map now. */
const START_EVENTS = ['pointerdown', 'focusin', 'wheel'] as const;

/**
 * Whether the map may start: false while `isHeld` (the screen's own content, e.g. the shop list, is still
 * coming), then true once the main thread is next idle (requestIdleCallback, at most
 * IDLE_START_TIMEOUT_MS later; a plain timeout where the browser has none), or at once when the traveller
 * touches, scrolls or focuses `region`. With `startOn` 'interaction' only the latter. Once true it stays true.
 * This keeps the map library's download and its seconds of main-thread work off the first screen (issue 17).
 */
export function useIdleStart(isHeld: boolean, region: RefObject<HTMLElement | null>, startOn: MapStart = 'idle'): boolean {
  const [isStarted, setIsStarted] = useState(false);

  useEffect(() => {
    const element = region.current;
    if (isStarted || !element) return;
    const start = () => setIsStarted(true);
    for (const type of START_EVENTS) element.addEventListener(type, start, { once: true, passive: true });
    let cancelIdle = () => undefined as void;
    if (!isHeld && startOn === 'idle') {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(start, { timeout: IDLE_START_TIMEOUT_MS });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(start, 0);
        cancelIdle = () => window.clearTimeout(handle);
      }
    }
    return () => {
      cancelIdle();
      for (const type of START_EVENTS) element.removeEventListener(type, start);
    };
  }, [isHeld, isStarted, region, startOn]);

  return isStarted;
}
