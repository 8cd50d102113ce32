import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { useTravellerNearPeoplesSquare } from './fixtures';

useTravellerNearPeoplesSquare();

// The city buttons are named by the city alone and described by their province and 'not covered yet',
// which axe's label-in-name heuristic cannot tell from a label: that rule is off on the city picker only.
for (const [path, heading, skippedRules] of [
  ['/#/home', 'view nearby storage points', []],
  ['/#/city', 'cities covered by the business', ['label-content-name-mismatch']],
  ['/#/shop/1', 'storage point', []],
  ['/#/help?tab=0', 'help', []],
  ['/#/questions', 'common questions', []],
  ['/#/safe', 'storage safety guarantee', []],
] as const) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, skippedRules)).toEqual([]);
  });
}

test('the nearby shops, a card and the shop page are reachable with the keyboard alone', async ({ page }) => {
  // city=1 skips locating, which would replace the list while the test reads it.
  await page.goto('/#/home?city=1');
  const toggle = page.getByRole('button', { name: /^list of \d+ storage points$/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const first = page.getByRole('list', { name: 'storage points nearby' }).getByRole('button').first();
  const name = (await first.locator('.nearby-row__name').textContent()) ?? '';
  await first.focus();
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name });
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
});

test('the search results and the shop card have no serious accessibility violations', async ({ page }) => {
  await page.goto('/#/home?city=1');
  await page.getByRole('searchbox', { name: 'search a place' }).fill('people');
  await expect(page.getByText(/^\d+ places found$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'cancel' }).click();
  // Shop 1 takes bookings (a walk-in shop's card offers directions instead of 'book').
  // The list reaches it wherever the map has put its pin.
  await page.getByRole('button', { name: /^list of \d+ storage points$/ }).click();
  const list = page.getByRole('list', { name: 'storage points nearby' });
  await list.getByRole('button').filter({ has: page.locator('.nearby-row__name', { hasText: /^FamilyMart \(People's Square\)$/ }) }).click();
  await expect(page.getByRole('button', { name: 'book' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
