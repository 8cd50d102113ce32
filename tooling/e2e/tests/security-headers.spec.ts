import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { startMap, useTravellerNearPeoplesSquare } from './fixtures';
import { BUSINESS_URL, CONSUMER_URL } from './urls';

// The map library and WebGL drawing in software are slow on a busy machine.
test.describe.configure({ timeout: 120_000 });
const MAP_TIMEOUT = { timeout: 60_000 };

/** A page on an origin of its own (answered by the test, never the network) that frames `url`. */
const FRAMER_URL = 'http://framer.test/';

/** Records every Content-Security-Policy violation of the context's pages, in the page and in the console. */
async function recordViolations(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

/** How many distinct colours the map's canvas shows: a drawn basemap has many, a blank canvas one. */
async function canvasColours(page: Page): Promise<number> {
  await page.addStyleTag({ content: '.maplibregl-marker, .luggage-map__note { visibility: hidden !important; }' });
  const png = PNG.sync.read(await page.locator('.luggage-map canvas').screenshot());
  const colours = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4) colours.add(((png.data[i] ?? 0) << 16) | ((png.data[i + 1] ?? 0) << 8) | (png.data[i + 2] ?? 0));
  return colours.size;
}

test.describe('under the Content-Security-Policy', () => {
  useTravellerNearPeoplesSquare();

  test('the home map draws in its worker, the service worker registers and nothing is refused', async ({ context, page }) => {
    const violations = await recordViolations(context, page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("worker-src 'self' blob:");

    const map = page.getByRole('region', { name: 'map of storage points' });
    await expect(map.locator('button.luggage-map-pin').first()).toBeVisible(MAP_TIMEOUT);
    await startMap(map);
    await expect.poll(() => canvasColours(page), MAP_TIMEOUT).toBeGreaterThan(20);

    const registered = await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null));
    expect(registered).toBe(`${CONSUMER_URL}/sw.js`);
    expect(await violations()).toEqual([]);
  });
});

test('the business app loads under its policy', async ({ context, page }) => {
  const violations = await recordViolations(context, page);
  const response = await page.goto(BUSINESS_URL);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: 'business login' })).toBeVisible();
  await expect(page.getByLabel('phone number')).toBeVisible();
  // The counter's QR reader is WebAssembly (zxing-wasm).
  const wasmHeader = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
  expect(await page.evaluate(async (bytes) => (await WebAssembly.compile(new Uint8Array(bytes))) instanceof WebAssembly.Module, wasmHeader)).toBe(true);
  expect(await violations()).toEqual([]);
});

test('a page of another origin cannot frame the business app, while the consumer app may frame itself', async ({ page }) => {
  await page.route(FRAMER_URL, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>framer</title><iframe name="shop" src="${BUSINESS_URL}/#/bussiness/login"></iframe>` }),
  );
  await page.goto(FRAMER_URL);
  // Chromium answers a refused frame with its error page instead of the app.
  await expect.poll(() => page.frame({ name: 'shop' })?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe[name="shop"]').getByRole('heading', { name: 'business login' })).toHaveCount(0);

  // The same way of looking sees a frame that is allowed: the consumer app inside its own origin.
  await page.goto(CONSUMER_URL);
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.name = 'self';
    frame.src = '/#/city';
    document.body.append(frame);
  });
  await expect.poll(() => page.frame({ name: 'self' })?.url()).toBe(`${CONSUMER_URL}/#/city`);
  await expect(page.frameLocator('iframe[name="self"]').locator('#root *').first()).toBeAttached();
});
