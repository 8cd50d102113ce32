import { expect, test } from '@playwright/test';
import { skipFirstVisitHint, useTravellerNearPeoplesSquare } from './fixtures';
import { logIn } from './log-in';

const shopsNearby = /^\d+ storage points nearby$/;

test.describe('a first visit with the position denied', () => {
  test('the city prompt comes first, then the hint; the prompt does not come back in the session', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const prompt = page.getByRole('alertdialog', { name: 'choose a city' });
    await expect(prompt).toBeVisible();
    await expect(page.getByText('choose a city, search storage points')).toHaveCount(0);
    await prompt.getByRole('button', { name: 'cancel' }).click();
    await expect(page.getByText('choose a city, search storage points')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'next' }).click();
    await page.getByRole('button', { name: 'got it' }).click();
    // Locating fails again, on this page and after a reload: the prompt was for once in the session.
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await page.getByRole('button', { name: 'my nearby' }).click();
      // Locating has failed once the button is back.
      await expect(page.getByRole('button', { name: 'my nearby' })).toBeEnabled();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }
  });
});

test.describe('with the position granted', () => {
  useTravellerNearPeoplesSquare();

  test('a failed load of the nearby shops says so over the map, and retry loads them', async ({ page }) => {
    let isFailing = true;
    await page.route('**/api/user/store/search_by_coordinate_simple/**', async (route) => {
      if (isFailing) await route.fulfill({ status: 503, body: 'unavailable' });
      else await route.fallback();
    });
    // The URL names the point, so no position moves the map meanwhile.
    await page.goto('/#/home?lng=121.4737&lat=31.2304');
    const error = page.getByRole('alert').filter({ hasText: 'could not load storage points' });
    await expect(error).toBeVisible();
    isFailing = false;
    await page.getByRole('button', { name: 'retry' }).click();
    await expect(page.getByText(shopsNearby)).toBeAttached();
    await expect(error).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'map of storage points' }).locator('button.luggage-map-pin').first()).toBeVisible();
  });
});

test.describe('a returning visitor', () => {
  test.beforeEach(async ({ context }) => skipFirstVisitHint(context));

  test('the home leads to no screen that is not built yet, and has no mini-program bar without a mini-program', async ({ page }) => {
    await page.goto('/');
    const tools = page.getByRole('navigation', { name: 'shortcuts' });
    await expect(tools.getByRole('link', { name: 'service guide' })).toBeVisible();
    await expect(tools.getByRole('link', { name: 'storage safety guarantee' })).toBeVisible();
    await expect(tools.getByRole('link', { name: 'coupons' })).toHaveAttribute('href', '#/coupons');
    await expect(page.getByRole('button', { name: 'open the mini-program' })).toHaveCount(0);
  });
});

test('the user centre leads to no screen that is not built yet', async ({ page }) => {
  await logIn(page, '13700137101', '/center');
  const services = page.getByRole('navigation', { name: 'my services' });
  await expect(services.getByRole('link', { name: 'my orders' })).toBeVisible();
  await expect(services.getByRole('link')).toHaveText(['my orders', 'my coupons', 'combo packages', 'my rewards', 'invoices']);
});
