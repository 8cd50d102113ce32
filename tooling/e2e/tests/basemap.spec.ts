import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { startMap, useTravellerNearPeoplesSquare } from './fixtures';

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
  // The app signs its calls: /api/config/?v=web&…
  await page.route(/\/api\/config\/(\?|$)/, async (route) => {
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
  await startMap(map);
  await expect(map.getByText('offline map', { exact: true })).toBeVisible(MAP_TIMEOUT);
  await expect(map.locator('button.luggage-map-pin').first()).toBeVisible();

  // Near People's Square the offline map draws the station symbols (People's Square, East Nanjing Road).
  await expect.poll(() => countPixels(page, STATION_RED), MAP_TIMEOUT).toBeGreaterThan(20);
});

/** A 256 px tile of one colour, as AMap's tile servers answer with a PNG. */
function solidTile(rgb: readonly [number, number, number]): Buffer {
  const png = new PNG({ width: 256, height: 256 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return PNG.sync.write(png);
}

/** Where shop 1's tag sits on the screen once the map (started by a touch) has settled. */
async function shopOnePosition(page: Page): Promise<{ x: number; y: number }> {
  const map = page.getByRole('region', { name: 'map of storage points' });
  await expect(map.locator('button.luggage-map-pin').first()).toBeVisible(MAP_TIMEOUT);
  await startMap(map);
  const pin = page.getByRole('button', { name: /^FamilyMart \(People's Square\)/ });
  await expect(pin).toBeVisible(MAP_TIMEOUT);
  await page.waitForTimeout(1_000);
  const box = (await pin.boundingBox())!;
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height) };
}

test('AMap raster tiles: asked in the app’s language, drawn without the offline note, and the pins on the same GCJ-02 spot', async ({ page, browser }) => {
  const TILE_PURPLE = [0x80, 0x20, 0xa0] as const;
  const asked: string[] = [];
  await page.route(/^https:\/\/webrd0[1-4]\.is\.autonavi\.com\/appmaptile/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: solidTile(TILE_PURPLE) });
  });
  await serveBasemap(page, {
    kind: 'amap',
    tiles: [1, 2, 3, 4].map((host) => `https://webrd0${host}.is.autonavi.com/appmaptile?lang={lang}&size=1&scale=1&style=8&x={x}&y={y}&z={z}`),
  });
  await page.goto('/#/home?city=1');
  const onAmap = await shopOnePosition(page);
  await expect.poll(() => asked.length, MAP_TIMEOUT).toBeGreaterThan(0);
  expect(asked.every((url) => url.includes('lang=en'))).toBe(true);
  await expect.poll(() => countPixels(page, TILE_PURPLE), MAP_TIMEOUT).toBeGreaterThan(10_000);
  await expect(page.getByText('offline map', { exact: true })).toHaveCount(0);

  // AMap's tiles are GCJ-02 like the app: the pin is where the offline (also GCJ-02) map puts it, not ~500 m off.
  const offline = await browser.newPage({ viewport: page.viewportSize()! });
  await offline.goto('/#/home?city=1');
  const onOffline = await shopOnePosition(offline);
  expect(Math.abs(onAmap.x - onOffline.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(onAmap.y - onOffline.y)).toBeLessThanOrEqual(2);
  await offline.close();
});
