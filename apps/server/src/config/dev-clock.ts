/**
 * A clock that tests and demos can move forward (DEV_CLOCK=true): the real time plus an offset that only
 * grows. Browser journeys use it to live through waiting periods (a reward's pending days) in seconds;
 * the client must move its own clock by the same amount, since the signature window compares the two.
 */
export interface DevClock {
  /** ms since epoch, the offset included. */
  now: () => number;
  /** Moves the clock `ms` forward; answers the new now. */
  advance: (ms: number) => number;
}

/** A {@link DevClock} over `base` (Date.now unless told). */
export function createDevClock(base: () => number = Date.now): DevClock {
  let offset = 0;
  const now = () => base() + offset;
  return {
    now,
    advance: (ms) => {
      offset += ms;
      return now();
    },
  };
}
