import { expect, test, type BrowserContext, type Locator } from '@playwright/test';

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

/**
 * Touches the home's map (a locator of its region) where its still preview shows no pin or control, as a
 * traveller does to move it: until then the preview stands in for the map. Waits for the map's canvas.
 */
export async function startMap(map: Locator, timeout = 60_000): Promise<void> {
  const spot = await map.locator('.luggage-map-preview').evaluate((preview) => {
    const { left, top, width, height } = preview.getBoundingClientRect();
    for (let y = top + height * 0.3; y < top + height * 0.8; y += 16) {
      for (let x = left + 8; x < left + width - 8; x += 16) {
        if (document.elementFromPoint(x, y)?.closest('.luggage-map-preview__drawing')) return { x, y };
      }
    }
    return null;
  });
  if (!spot) throw new Error('no empty spot on the map preview to touch');
  await map.page().mouse.click(spot.x, spot.y);
  await expect(map.locator('canvas')).toBeVisible({ timeout });
}
