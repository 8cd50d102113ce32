import type { BrowserContext } from '@playwright/test';

/** A WGS-84 position near People's Square, Shanghai, as a phone's GPS reports it. */
export const PEOPLES_SQUARE_GPS = { longitude: 121.4692, latitude: 31.2323 };

/** Marks the first-visit hint as seen, for tests about something else. */
export async function skipFirstVisitHint(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('luggage.hintStep', '0'));
}
