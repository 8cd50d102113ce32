import { expect, test } from '@playwright/test';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { logIn } from './log-in';

useTravellerNearPeoplesSquare();

/** A seeded shop that takes no bookings (tooling/geodata: isSupportScheduled false). */
const WALK_IN_SHOP = { id: 8, name: 'Alldays (Yu Garden)' };

test('a walk-in shop shows its prices, says no booking is needed and shows the way, never a book button', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await page.getByRole('button', { name: /^list of \d+ storage points$/ }).click();
  await page.getByRole('list', { name: 'storage points nearby' }).getByRole('button', { name: new RegExp(WALK_IN_SHOP.name.replace(/[()]/g, '\\$&')) }).click();
  const card = page.getByRole('article', { name: WALK_IN_SHOP.name });
  await expect(card.getByText(/¥\d+\.\d\d \/ item \/ day/).first()).toBeVisible();
  await expect(card.getByText('walk in, no booking needed')).toBeVisible();
  await expect(card.getByRole('link', { name: 'directions' })).toHaveAttribute('href', /^https:\/\/uri\.amap\.com\/marker\?/);
  await expect(card.getByRole('button', { name: 'book' })).toHaveCount(0);

  await card.getByRole('link', { name: WALK_IN_SHOP.name }).click();
  await expect(page.getByRole('heading', { name: WALK_IN_SHOP.name, level: 2 })).toBeVisible();
  await expect(page.getByText('walk in, no booking needed')).toBeVisible();
  await expect(page.getByText(/¥\d+\.\d\d \/ item \/ day/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'AMap' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'book' })).toHaveCount(0);
  // The shop has no phone either: no empty action bar stays at the bottom of the screen, over the prices.
  expect(await page.evaluate(() => Boolean(document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 4)?.closest('.shop-detail__actions')))).toBe(false);
});

test('the booking address of a walk-in shop explains and shows the way (and the address for a taxi driver) instead of a form that refuses', async ({ page }) => {
  await logIn(page, '13700137102', `/book/${WALK_IN_SHOP.id}`);
  await expect(page.getByRole('heading', { name: 'walk in, no booking needed' })).toBeVisible();
  await expect(page.getByText(/¥\d+\.\d\d \/ item \/ day/).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'navigate' }).getByRole('link')).toHaveText(['AMap', 'Baidu Maps', 'Apple Maps']);
  await expect(page.getByRole('button', { name: 'next' })).toHaveCount(0);
  // The English address, and the Chinese one for a taxi driver, as on the shop page.
  await expect(page.getByText('168 Fuyou Road, Huangpu District, Shanghai')).toBeVisible();
  await page.getByRole('button', { name: 'show to taxi driver' }).click();
  const taxi = page.getByRole('alertdialog', { name: 'show this to the driver' });
  await expect(taxi.getByText('好德便利店(豫园店)')).toBeVisible();
  const address = taxi.getByText('上海市黄浦区福佑路168号（豫园商城北门）');
  await expect(address).toBeVisible();
  expect(Number.parseFloat(await address.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(24);
  await taxi.getByRole('button', { name: 'close' }).click();
  await expect(taxi).toBeHidden();
  await page.getByRole('link', { name: 'back to the storage point' }).click();
  await expect(page).toHaveURL(new RegExp(`#/shop/${WALK_IN_SHOP.id}$`));
});
