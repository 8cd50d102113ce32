import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { skipFirstVisitHint } from './fixtures';
import { checkOutTwoDays } from './book-two-days';
import { logIn } from './log-in';

// The seeded combos (apps/server/README.md, Combo packages): 1 is 5 bag-days in Shanghai for ¥40, valid 30
// days. Shop 1 (Shanghai) keeps a bag for ¥10 a day, ¥8 after its 80 % discount.
const BAG_DAYS_COMBO = 1;

test.beforeEach(async ({ context }) => skipFirstVisitHint(context));

/** The card of my coupon `name`. */
const couponCard = (page: Page, name: string) => page.getByRole('article', { name });

/** Fen of a '¥12.34' text. */
const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('the journey of a new traveller: the welcome coupon comes off the first booking by itself (removed, the price goes back up), is used, and comes back when the order is cancelled before storage; a combo bought in the sandbox shows 5/5, a combo day pays a one-day booking (4/5), the rest is refunded and the order leaves my combo packages', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await logIn(page, '13800138611', '/shop/1');
  await checkOutTwoDays(page, 2);
  const confirmation = page.getByRole('region', { name: 'confirm your booking' });
  const toPay = confirmation.locator('dd.booking-confirmation__pay');
  const withCoupon = confirmation.getByRole('button', { name: 'coupon: Welcome coupon −¥5.00, change' });
  await expect(withCoupon).toBeVisible();
  const discounted = fen(await toPay.innerText());

  // Removed in the picker: the server prices the booking without it.
  await withCoupon.click();
  let picker = page.getByRole('dialog', { name: 'choose a coupon' });
  await expect(picker.getByRole('radio', { name: 'Welcome coupon ¥5.00 off this booking' })).toBeChecked();
  await picker.getByRole('radio', { name: 'no coupon' }).check();
  await picker.getByRole('button', { name: 'use' }).click();
  await expect(picker).toBeHidden();
  await expect(confirmation.getByRole('button', { name: 'coupon: not used, change' })).toBeVisible();
  expect(fen(await toPay.innerText())).toBe(discounted + 500);

  // Chosen again, booked and paid.
  await confirmation.getByRole('button', { name: 'coupon: not used, change' }).click();
  picker = page.getByRole('dialog', { name: 'choose a coupon' });
  await picker.getByRole('radio', { name: 'Welcome coupon ¥5.00 off this booking' }).check();
  await picker.getByRole('button', { name: 'use' }).click();
  await expect(withCoupon).toBeVisible();
  expect(fen(await toPay.innerText())).toBe(discounted);
  await confirmation.getByRole('button', { name: 'confirm booking' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sandbox payment' });
  expect(fen(await sheet.locator('.sandbox-sheet__amount').innerText())).toBe(discounted);
  await sheet.getByRole('button', { name: 'confirm' }).click();
  await page.waitForURL(/#\/credence\/\d+$/);
  const orderId = /#\/credence\/(\d+)$/.exec(page.url())?.[1] ?? '';

  await page.goto('/#/coupons');
  await expect(page.getByRole('tab', { name: 'used 1' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'unused 0' })).toBeVisible();

  // Cancelled before storage and refunded in full: the coupon is back.
  await page.goto(`/#/order/${orderId}`);
  await page.getByRole('link', { name: 'cancel the order' }).click();
  await page.getByRole('link', { name: 'continue' }).click();
  await page.getByRole('radio', { name: 'my plans changed' }).check();
  await page.getByRole('button', { name: 'cancel the order' }).click();
  await page.getByRole('alertdialog', { name: 'cancel this order?' }).getByRole('button', { name: 'cancel the order' }).click();
  await expect(page.getByText(`refunded: ¥${(discounted / 100).toFixed(2)} is back on the original payment method`)).toBeVisible();
  await page.goto('/#/coupons');
  await expect(page.getByRole('tab', { name: 'unused 1' })).toHaveAttribute('aria-selected', 'true');
  await expect(couponCard(page, 'Welcome coupon').getByText('30 days left')).toBeVisible();

  // A combo package, bought in the sandbox.
  await page.goto(`/#/combo/${BAG_DAYS_COMBO}`);
  const combo = page.getByRole('region', { name: '5 bag-days in Shanghai' });
  await expect(combo.getByText('5 × one bag stored for one day')).toBeVisible();
  await expect(combo.getByText('30 days from purchase')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('combo-offer-en.png') });

  // Buying opens the sandbox's sheet at once, on the combo order's page, its 'confirm' focused for the keyboard.
  await page.getByRole('button', { name: 'buy for ¥40.00' }).click();
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
