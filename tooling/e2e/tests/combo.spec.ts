import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { skipFirstVisitHint } from './fixtures';
import { logIn } from './log-in';

// The seeded combos (apps/server/README.md, Combo packages): 1 is 5 bag-days in Shanghai for ¥40, valid 30
// days. Shop 1 (Shanghai) keeps a bag for ¥10 a day, ¥8 after its 80 % discount.
const BAG_DAYS_COMBO = 1;

test.beforeEach(async ({ context }) => skipFirstVisitHint(context));

test('a combo bought in the sandbox shows 5/5; a combo day pays a one-day booking at checkout (4/5); the rest is refunded and the order leaves my combo packages', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await logIn(page, '13800138701', `/combo/${BAG_DAYS_COMBO}`);
  const combo = page.getByRole('region', { name: '5 bag-days in Shanghai' });
  await expect(combo.getByText('5 × one bag stored for one day')).toBeVisible();
  await expect(combo.getByText('30 days from purchase')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('combo-offer-en.png') });

  // Buying opens the sandbox's sheet at once, on the combo order's page, its 'confirm' focused for the keyboard.
  await page.getByRole('button', { name: 'buy for ¥40.00' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect(sheet.getByText('¥40.00')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/combo\/order\/\d+$/);
  const comboOrderUrl = page.url();
  await expect(page.getByText('5 / 5')).toBeVisible();
  await expect(page.getByText('30 days left', { exact: false })).toBeVisible();
  await expect(page.getByText('unused')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('combo-order-en.png'), fullPage: true });

  // My coupons hold its days like any other coupon.
  await page.goto('/#/coupons');
  await expect(page.getByRole('article', { name: '5 bag-days in Shanghai' })).toHaveCount(5);

  // A one-day booking of one bag: the checkout picks the combo day (¥8, the most off) and the order is paid by it.
  await page.goto('/#/shop/1');
  await page.getByRole('button', { name: 'book', exact: true }).click();
  await expect(page.getByText('1 day in total')).toBeVisible();
  await page.getByRole('button', { name: 'next' }).click();
  const confirmation = page.getByRole('region', { name: 'confirm your booking' });
  await expect(confirmation.getByRole('button', { name: 'coupon: 5 bag-days in Shanghai −¥8.00, change' })).toBeVisible();
  await confirmation.getByRole('button', { name: 'confirm booking' }).click();
  await expect(page).toHaveURL(/#\/credence\/\d+$/);

  await page.goto(comboOrderUrl);
  await expect(page.getByText('4 / 5')).toBeVisible();
  await expect(page.getByText('used', { exact: true })).toBeVisible();

  // The rest: 4 of 5 days of ¥40 → ¥32.
  await page.getByRole('link', { name: 'refund the rest (¥32.00)' }).click();
  await expect(page).toHaveURL(/#\/combo\/refund\/\d+$/);
  await expect(page.getByText('4 of 5 days unused: ¥40.00 × 4 ÷ 5, rounded down to the fen')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('combo-refund-en.png') });
  await page.getByRole('button', { name: 'refund ¥32.00' }).click();
  await expect(page).toHaveURL(/#\/combo\/orders$/);
  await expect(page.getByText('no combo packages yet')).toBeVisible();
  await expect(page.getByRole('link', { name: /5 bag-days in Shanghai/ })).toBeVisible();

  // Its order says what went back; its unused days left my coupons.
  await page.goto(comboOrderUrl);
  await expect(page.getByText('¥32.00 was refunded to the original payment method')).toBeVisible();
  await page.goto('/#/coupons');
  await expect(page.getByRole('article', { name: '5 bag-days in Shanghai' })).toHaveCount(0);
});
