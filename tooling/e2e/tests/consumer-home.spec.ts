import { expect, test } from '@playwright/test';
import { useTravellerNearPeoplesSquare } from './fixtures';
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
  await expect(map.locator('canvas')).toBeVisible();
  const markers = map.locator('button.luggage-map-pin');
  const status = page.getByText(/^\d+ storage points nearby$/);
  await expect(status).toBeVisible();
  const count = Number((await status.textContent())!.split(' ')[0]);
  expect(count).toBeGreaterThanOrEqual(10);
  await expect(markers).toHaveCount(count);

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

test('the search and the shop list come first: the map library is fetched only after the shops, and the list works while the map loads', async ({ page }) => {
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

  // While the shops are on their way, the search is there and the map waits.
  await expect(page.getByRole('searchbox', { name: 'search a place' })).toBeVisible();
  const map = page.getByRole('region', { name: 'map of storage points' });
  await expect(map.getByRole('status').filter({ hasText: 'loading the map…' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(isMapLibraryAsked).toBe(false);

  // The shops come: the list works while the map library is still loading.
  shops.release();
  await page.getByRole('button', { name: /^list of \d+ storage points$/ }).click();
  await expect(page.getByRole('list', { name: 'storage points nearby' }).getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => isMapLibraryAsked).toBe(true);
  await expect(map.locator('canvas')).toHaveCount(0);
  mapLibrary.release();
  await expect(map.locator('canvas')).toBeVisible();
});
