import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { useTravellerNearPeoplesSquare } from './fixtures';

useTravellerNearPeoplesSquare();
// The map library, the fallback and WebGL drawing are slow on a busy machine.
test.describe.configure({ timeout: 120_000 });
// The app's service worker would fetch the basemap's files itself, out of sight of the page.
test.use({ serviceWorkers: 'block' });
/** How long the map may take to load (and, for the fallback, to fail over). */
const MAP_TIMEOUT = { timeout: 60_000 };

/** A configured street basemap whose host does not answer (a blocked or mistyped style server). */
const UNREACHABLE_STYLE = 'https://tiles.unreachable.invalid/styles/{lang}.json';
/** The red of the offline basemap's station symbol (a white dot in a metro-red ring). */
const STATION_RED = [0xe4, 0x00, 0x2b] as const;

/** Answers GET /api/config/ as a server configured with `basemap` would. */
async function serveBasemap(page: Page, basemap: object): Promise<void> {
  await page.route('**/api/config/', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { content: object };
    await route.fulfill({ response, json: { ...body, content: { ...body.content, basemap } } });
  });
}

/** Pixels of the drawn basemap (pins and notes hidden) within a small distance of `rgb`. */
async function countPixels(page: Page, rgb: readonly [number, number, number]): Promise<number> {
  await page.addStyleTag({ content: '.maplibregl-marker, .luggage-map__note { visibility: hidden !important; }' });
  const png = PNG.sync.read(await page.locator('.luggage-map canvas').screenshot());
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (rgb.every((value, channel) => Math.abs((png.data[i + channel] ?? 0) - value) <= 24)) count += 1;
  }
  return count;
}

test('a street basemap that cannot be reached gives way to the offline map, which says so and marks the interchanges', async ({ page }) => {
  await serveBasemap(page, { kind: 'style', styleUrl: UNREACHABLE_STYLE });

  await page.goto('/');
  const map = page.getByRole('region', { name: 'map of storage points' });
  await expect(map.getByText('offline map', { exact: true })).toBeVisible(MAP_TIMEOUT);
  await expect(map.locator('button.luggage-map-pin').first()).toBeVisible();

  // Near People's Square the offline map draws the station symbols (People's Square, East Nanjing Road).
  await expect.poll(() => countPixels(page, STATION_RED), MAP_TIMEOUT).toBeGreaterThan(20);
});
