import { test, type BrowserContext } from '@playwright/test';

/** A WGS-84 position near People's Square, Shanghai, as a phone's GPS reports it. */
export const PEOPLES_SQUARE_GPS = { longitude: 121.4692, latitude: 31.2323 };

/** Marks the first-visit hint as seen, for tests about something else. */
export async function skipFirstVisitHint(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('luggage.hintStep', '0'));
}

/**
 * The set-up of the tests of the surrounding file or describe block: the phone is near People's Square
 * ({@link PEOPLES_SQUARE_GPS}, location allowed) and has seen the first-visit hint.
 */
export function useTravellerNearPeoplesSquare(): void {
  test.use({ geolocation: PEOPLES_SQUARE_GPS, permissions: ['geolocation'] });
  test.beforeEach(async ({ context }) => skipFirstVisitHint(context));
}
