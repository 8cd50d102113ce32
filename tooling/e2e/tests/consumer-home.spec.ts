import { expect, test } from '@playwright/test';
import { startMap, useTravellerNearPeoplesSquare } from './fixtures';
import { CONSUMER_URL } from './urls';

useTravellerNearPeoplesSquare();

test('the consumer home shows the seeded shops on the map of Shanghai', async ({ page, request }) => {
  const external: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(CONSUMER_URL) && !req.url().startsWith('data:') && !req.url().startsWith('blob:')) {
      external.push(req.url());
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'view nearby storage points' })).toBeVisible();

  const map = page.getByRole('region', { name: 'map of storage points' });
  await startMap(map);
  const markers = map.locator('button.luggage-map-pin');
  const status = page.getByText(/^\d+ storage points nearby$/);
  await expect(status).toBeVisible();
  const count = Number((await status.textContent())!.split(' ')[0]);
  expect(count).toBeGreaterThanOrEqual(10);
  await expect(markers).toHaveCount(count);
  await expect(map.locator('.maplibregl-marker button.luggage-map-pin')).toHaveCount(count);

  // Each marker is a named button: the seeded shop's name.
  await expect(markers.first()).toHaveAccessibleName(/.+/);
  const health = await request.get('/api/health');
  expect(await health.json()).toMatchObject({ status: 1, content: { ok: true } });
  const first = markers.first();
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  expect(external).toEqual([]);
});

test('an unknown hash shows the fallback page, which leads home', async ({ page }) => {
  await page.goto('/#/no-such-page');
  await expect(page.getByRole('heading', { name: 'page not found' })).toBeVisible();
  await page.getByRole('button', { name: 'back to home' }).click();
  await expect(page.getByRole('heading', { name: 'view nearby storage points' })).toBeVisible();
});

/** A promise and the function that settles it: a request held until the test lets it go. */
function gate() {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

test('the search, the shop list and a still preview of the area with its pins come first: the map library is fetched only when the traveller touches the map', async ({ page }) => {
  const shops = gate();
  const mapLibrary = gate();
  let isMapLibraryAsked = false;
  await page.route('**/api/user/store/search_by_coordinate_simple/**', async (route) => {
    await shops.held;
    await route.continue();
  });
  await page.route(/\/assets\/maplibre-gl-[\w-]+\.js$/, async (route) => {
    isMapLibraryAsked = true;
    await mapLibrary.held;
    await route.continue();
  });
  await page.goto('/');

  // While the shops are on their way, the search is there and the preview draws the area.
  await expect(page.getByRole('searchbox', { name: 'search a place' })).toBeVisible();
  const map = page.getByRole('region', { name: 'map of storage points' });
  await expect(map.locator('.luggage-map-preview svg text').first()).toBeAttached();
  await expect(map.getByText('© OpenStreetMap contributors · GSHHG · DataV · GeoNames')).toBeVisible();

  // The shops come: their pins are on the preview and the list works; the map library is left alone, even once idle.
  shops.release();
  const pins = map.locator('.luggage-map-preview button.luggage-map-pin');
  await expect(pins.first()).toBeVisible();
  await page.getByRole('button', { name: /^list of \d+ storage points$/ }).click();
  await expect(page.getByRole('list', { name: 'storage points nearby' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: /^list of \d+ storage points$/ }).click();
  await page.waitForTimeout(4000);
  expect(isMapLibraryAsked).toBe(false);
  await expect(map.locator('canvas')).toHaveCount(0);

  // A tap on a pin selects its shop at once and starts the map; the preview stays, in use, until the map is drawn.
  const pinCount = await pins.count();
  await pins.first().click();
  await expect(page.getByRole('button', { name: 'book', exact: true })).toBeVisible();
  await expect.poll(() => isMapLibraryAsked).toBe(true);
  await expect(map.getByRole('status').filter({ hasText: 'loading the map…' })).toBeVisible();
  await expect(pins).toHaveCount(pinCount);
  mapLibrary.release();
  await expect(map.locator('canvas')).toBeVisible({ timeout: 60_000 });
  await expect(map.locator('.luggage-map-preview')).toHaveCount(0);
  await expect(map.locator('.maplibregl-marker button.luggage-map-pin')).toHaveCount(pinCount);
  await expect(map.locator('.maplibregl-marker button.luggage-map-pin[aria-pressed="true"]')).toHaveCount(1);
});
