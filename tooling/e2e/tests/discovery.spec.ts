import { expect, test, type Page } from '@playwright/test';
import { PEOPLES_SQUARE_GPS, skipFirstVisitHint, useTravellerNearPeoplesSquare } from './fixtures';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'search a place' });

test.describe('with the position granted near People’s Square', () => {
  useTravellerNearPeoplesSquare();

  test('search by Chinese, English and pinyin initials, choose a place, a marker, its card and the shop page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Shanghai .*choose another city$/ })).toBeVisible();

    for (const [typed, marked] of [
      ['人民广场', '人民广场'],
      ['people', 'People'],
      ['rmgc', null],
    ] as const) {
      await searchBox(page).fill(typed);
      const result = page.getByRole('button', { name: /^People's Square.*人民广场/ }).first();
      await expect(result).toBeVisible();
      if (marked) await expect(page.locator('.place-search__results mark').first()).toHaveText(new RegExp(marked, 'i'));
    }
    await page.getByRole('button', { name: /^People's Square Station/ }).click();

    const map = page.getByRole('region', { name: 'map of storage points' });
    const markers = map.locator('button.luggage-map-pin');
    await expect(markers.first()).toBeVisible();
    const marker = map.getByRole('button', { name: /^FamilyMart \(People's Square\), / });
    await marker.click();
    await expect(marker).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: "FamilyMart (People's Square)" }).click();
    await expect(page).toHaveURL(/#\/shop\/1\?step=2$/);
    await expect(page.getByRole('heading', { name: "FamilyMart (People's Square)" })).toBeVisible();
  });

  test('a place in another city is listed under a note', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('大熊猫');
    await expect(page.getByText('the place may not be in Shanghai; results in other cities:')).toBeVisible();
    await expect(page.getByRole('button', { name: /成都大熊猫繁育研究基地/ })).toBeVisible();
  });

  test('locating shows the shops around the traveller in Shanghai', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/^\d+ storage points nearby$/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Shanghai .*choose another city$/ })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('with the position denied', () => {
  test.beforeEach(async ({ context }) => skipFirstVisitHint(context));

  test('toasts, keeps Shanghai and asks for a city', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'notifications' }).getByText('unable to get location')).toBeVisible();
    const prompt = page.getByRole('alertdialog', { name: 'choose a city' });
    await expect(prompt).toContainText('please choose the city where you need storage');
    await expect(page.getByRole('link', { name: /^Shanghai .*choose another city$/ })).toBeAttached();
    await prompt.getByRole('button', { name: 'switch city' }).click();
    await expect(page.getByRole('heading', { name: 'cities covered by the business' })).toBeVisible();
  });
});

test.describe('a first visit', () => {
  test.use({ geolocation: PEOPLES_SQUARE_GPS, permissions: ['geolocation'] });

  test('the hint runs once: step 1, step 2, then never again', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('choose a city, search storage points')).toBeVisible();
    await page.getByRole('button', { name: 'next' }).click();
    await expect(page.getByText('tap the yellow icon to book')).toBeVisible();
    await page.getByRole('button', { name: 'got it' }).click();
    await expect(page.getByText('tap the yellow icon to book')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'view nearby storage points' })).toBeVisible();
    await expect(page.getByText(/^\d+ storage points nearby$/)).toBeVisible();
    await expect(page.getByText('choose a city, search storage points')).toHaveCount(0);
  });
});

test.describe('the city picker', () => {
  useTravellerNearPeoplesSquare();

  test('the letter index jumps to its group; a covered city opens its map', async ({ page }) => {
    await page.goto('/#/city');
    await expect(page.getByRole('heading', { name: 'cities covered by the business' })).toBeVisible();
    await page.getByRole('button', { name: 'cities starting with S' }).click();
    await expect(page.getByRole('heading', { name: 'S', exact: true })).toBeFocused();
    await page.getByRole('region', { name: 'all covered cities' }).getByRole('button', { name: /^Shanghai/ }).click();
    await expect(page).toHaveURL(/#\/home\?city=1$/);
    await expect(page.getByText(/^\d+ storage points nearby$/)).toBeVisible();
  });

  test('a city without storage points says so', async ({ page }) => {
    await page.goto('/#/city');
    await page.getByRole('searchbox', { name: 'search a city' }).fill('beijing');
    await page.getByRole('button', { name: /^Beijing/ }).click();
    await expect(
      page.getByRole('status', { name: 'notifications' }).getByText('Beijing has no storage points for now, please watch for new listings'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Beijing .*choose another city$/ })).toBeVisible();
  });
});
