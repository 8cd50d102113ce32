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
