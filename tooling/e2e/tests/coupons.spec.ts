import { expect, test, type Page } from '@playwright/test';
import { skipFirstVisitHint } from './fixtures';
import { checkOutTwoDays } from './book-two-days';
import { fillLoginForm, logIn } from './log-in';

// The seeded templates (apps/server/README.md, Coupons): 1 the welcome coupon, 2 20 % off in Shanghai (one
// each), 3 ¥3 off bags (three each).
const SHANGHAI_COUPON = 2;
const BAG_COUPON = 3;

test.beforeEach(async ({ context }) => skipFirstVisitHint(context));

/** The card of my coupon `name`. */
const couponCard = (page: Page, name: string) => page.getByRole('article', { name });

test('the welcome coupon waits in my coupons after the first login; an activity coupon is claimed once and joins it', async ({ page, context }) => {
  test.setTimeout(90_000);
  await logIn(page, '13800138601', '/coupons');
  await expect(page).toHaveURL(/#\/coupons$/);
  await expect(page.getByRole('tab', { name: 'unused 1' })).toHaveAttribute('aria-selected', 'true');
  const welcome = couponCard(page, 'Welcome coupon');
  await expect(welcome).toContainText('¥5 off');
  await expect(welcome.getByText('from ¥10')).toBeVisible();
  await expect(welcome.getByText('all shops')).toBeVisible();
  await expect(welcome.getByText(/^valid until \d{1,2} \w{3,4} \d{4}$/)).toBeVisible();
  await expect(welcome.getByText('30 days left')).toBeVisible();

  // The same activity open in a second tab, from before the claim.
  const secondTab = await context.newPage();
  await secondTab.goto(`/#/coupon?id=${SHANGHAI_COUPON}`);
  await expect(secondTab.getByRole('button', { name: 'claim', exact: true })).toBeVisible();

  await page.goto(`/#/coupon?id=${SHANGHAI_COUPON}`);
  const offer = page.getByRole('region', { name: '20% off in Shanghai' });
  await expect(offer.getByText('Shanghai shops')).toBeVisible();
  await expect(offer.getByText('up to ¥10')).toBeVisible();
  const facts = page.getByRole('region', { name: 'about this coupon' });
  await expect(offer.getByText('valid 14 days from claiming')).toBeVisible();
  await expect(facts.getByText('1 coupon', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'claim', exact: true }).click();
  await expect(page.getByText('claimed: the coupon is in your coupons')).toBeVisible();
  await expect(facts.getByText('1 coupon, you have 1')).toBeVisible();
  await expect(page.getByRole('button', { name: /claim/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'see my coupons' }).click();
  await expect(page).toHaveURL(/#\/coupons$/);
  await expect(page.getByRole('tab', { name: 'unused 2' })).toHaveAttribute('aria-selected', 'true');
  const claimed = couponCard(page, '20% off in Shanghai');
  await expect(claimed).toContainText('20% off');
  await expect(claimed.getByText('14 days left')).toBeVisible();
  await expect(welcome).toBeVisible();

  // Claiming again, from the tab opened before: the server's refusal.
  await secondTab.getByRole('button', { name: 'claim', exact: true }).click();
  await expect(secondTab.getByRole('alert')).toHaveText('you have already claimed this coupon (1 per person)');
  await expect(secondTab.getByRole('button', { name: 'claim', exact: true })).toHaveCount(0);
  // Opened afresh, the activity says so instead of offering the claim.
  await page.goto(`/#/coupon?id=${SHANGHAI_COUPON}`);
  await expect(page.getByText('you have already claimed this coupon (1 per person)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'claim', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'see my coupons' }).click();
  await expect(page.getByRole('tab', { name: 'unused 2' })).toBeVisible();
});

test('a guest on an activity page logs in and comes back to claim it, once', async ({ page }) => {
  await page.goto(`/#/coupon?id=${BAG_COUPON}`);
  await expect(page.getByRole('region', { name: '¥3 off bags' }).getByText('all shops, bags only')).toBeVisible();
  await page.getByRole('link', { name: 'log in and claim' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await fillLoginForm(page, '13800138602');
  await expect(page.getByText('claimed: the coupon is in your coupons')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/coupon\\?id=${BAG_COUPON}$`));
  await expect(page.getByRole('region', { name: 'about this coupon' }).getByText('3 coupons, you have 1')).toBeVisible();
  // Reloading claims nothing more.
  await page.reload();
  await expect(page.getByRole('region', { name: 'about this coupon' }).getByText('3 coupons, you have 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'claim', exact: true })).toBeVisible();
});

/** Fen of a '¥12.34' text. */
const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('the welcome coupon comes off the first booking by itself; removed, the price goes back up; used, then given back when the order is cancelled before storage', async ({ page }) => {
  test.setTimeout(120_000);
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
});
