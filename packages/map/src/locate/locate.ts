import { wgs84ToGcj02 } from '../geo/wgs84-to-gcj02';
import type { LngLat } from '../geo/lng-lat';
import { LocateError, type LocateErrorCode } from './locate-error';

/** Spec §2 Map component: high accuracy, a 10-second time-out and never a cached position. */
export const LOCATE_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 0,
} as const satisfies PositionOptions;

/** Where the device is (GCJ-02) and how sure it is: `accuracy` in metres, the radius of 95% confidence. */
export interface LocatedPosition extends LngLat {
  accuracy: number;
}

/** What {@link locate} accepts: another geolocation (tests, a WebView bridge) and option overrides. */
export interface LocateOptions {
  /** Defaults to `navigator.geolocation`. */
  geolocation?: Geolocation;
  /** Merged over {@link LOCATE_OPTIONS}. */
  positionOptions?: PositionOptions;
}

const ERROR_CODES: Record<number, LocateErrorCode> = {
  1: 'denied', // PERMISSION_DENIED (also what browsers report on insecure origins)
  2: 'unavailable', // POSITION_UNAVAILABLE
  3: 'timeout', // TIMEOUT
};

/**
 * Reads the device position once and returns it in GCJ-02 (the browser reports WGS-84; the conversion
 * happens here, at the edge) with its accuracy in metres. Rejects with a {@link LocateError}: `unsupported` when the browser has no
 * geolocation, otherwise `denied`, `unavailable` or `timeout`.
 */
export function locate({ geolocation, positionOptions }: LocateOptions = {}): Promise<LocatedPosition> {
  const source = geolocation ?? (typeof navigator === 'undefined' ? undefined : navigator.geolocation);
  if (!source) return Promise.reject(new LocateError('unsupported', 'Geolocation is not available'));
  return new Promise((resolve, reject) => {
    source.getCurrentPosition(
      ({ coords }) => resolve({ ...wgs84ToGcj02({ lng: coords.longitude, lat: coords.latitude }), accuracy: coords.accuracy }),
      (error) => reject(new LocateError(ERROR_CODES[error.code] ?? 'unavailable', error.message)),
      { ...LOCATE_OPTIONS, ...positionOptions },
    );
  });
}
