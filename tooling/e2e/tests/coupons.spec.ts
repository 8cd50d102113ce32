import { expect, test, type Page } from '@playwright/test';
import { skipFirstVisitHint } from './fixtures';
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
  await expect(secondTab.getByRole('status', { name: 'notifications' }).getByText('you have already claimed this coupon (1 per person)')).toBeVisible();
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
