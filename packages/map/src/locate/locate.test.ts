import { describe, expect, it } from 'vitest';
import { wgs84ToGcj02 } from '../geo/wgs84-to-gcj02';
import { locate, LOCATE_OPTIONS } from './locate';
import { LocateError } from './locate-error';

type Outcome = { coords: { longitude: number; latitude: number; accuracy: number } } | { code: number; message: string };

/** A geolocation that answers every request with `outcome` and remembers the options it was given. */
function fakeGeolocation(outcome: Outcome) {
  const requests: (PositionOptions | undefined)[] = [];
  const geolocation = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) {
      requests.push(options);
      if ('coords' in outcome) success({ coords: outcome.coords, timestamp: 0 } as GeolocationPosition);
      else failure?.(outcome as GeolocationPositionError);
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  } satisfies Geolocation;
  return { geolocation, requests };
}

describe('locate', () => {
  it('resolves with the GPS position converted to GCJ-02 and its accuracy in metres', async () => {
    const { geolocation } = fakeGeolocation({ coords: { longitude: 121.4737, latitude: 31.2304, accuracy: 35 } });
    const expected = wgs84ToGcj02({ lng: 121.4737, lat: 31.2304 });

    const position = await locate({ geolocation });

    expect(position).toEqual({ ...expected, accuracy: 35 });
    expect(position.lng).not.toBeCloseTo(121.4737, 3);
  });

  it('asks for high accuracy, a 10 s time-out and no cached position', async () => {
    const { geolocation, requests } = fakeGeolocation({ coords: { longitude: 121, latitude: 31, accuracy: 20 } });
    await locate({ geolocation });
    expect(requests).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 }]);
    expect(LOCATE_OPTIONS).toEqual(requests[0]);
  });

  it('lets callers override an option', async () => {
    const { geolocation, requests } = fakeGeolocation({ coords: { longitude: 121, latitude: 31, accuracy: 20 } });
    await locate({ geolocation, positionOptions: { timeout: 3_000 } });
    expect(requests[0]).toMatchObject({ timeout: 3_000, enableHighAccuracy: true, maximumAge: 0 });
  });

  it.each([
    { browserCode: 1, code: 'denied' },
    { browserCode: 2, code: 'unavailable' },
    { browserCode: 3, code: 'timeout' },
  ])('rejects browser error $browserCode as $code', async ({ browserCode, code }) => {
    const { geolocation } = fakeGeolocation({ code: browserCode, message: 'from the browser' });
    const error = await locate({ geolocation }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(LocateError);
    expect(error).toMatchObject({ code, message: 'from the browser' });
  });

  it('rejects as unsupported when the browser has no geolocation', async () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    try {
      await expect(locate()).rejects.toMatchObject({ code: 'unsupported' });
    } finally {
      if (original) Object.defineProperty(navigator, 'geolocation', original);
      else Reflect.deleteProperty(navigator, 'geolocation');
    }
  });
});
