import { expect, test, type Page } from '@playwright/test';
import { checkOutTwoDays } from './book-two-days';
import { skipFirstVisitHint } from './fixtures';
import { fillLoginForm, logIn } from './log-in';

// The seeded share activity (apps/server/README.md, Sharing): a friend gets 'Coupon from a friend' (¥5 off
// from ¥10, new customers only), the sharer 'Thank-you for sharing' (¥8 off) once the friend's first order
// is paid.
const SHARER = '13800138701';
const FRIEND = '13800138702';

test.beforeEach(async ({ context }) => skipFirstVisitHint(context));

/** The card of my coupon `name` in #/coupons. */
const couponCard = (page: Page, name: string) => page.getByRole('article', { name });

test('a friend claims from a traveller’s link, books and pays; the traveller then has the reward', async ({ page, browser }) => {
  test.setTimeout(150_000);
  // The sharer reads their link.
  await logIn(page, SHARER, '/share');
  await expect(page.getByRole('region', { name: 'Coupon from a friend' })).toContainText('your friend gets');
  await expect(page.getByRole('region', { name: 'Thank-you for sharing' })).toContainText('you get, when their first booking is paid');
  const linkCard = page.getByRole('region', { name: 'your share link' });
  await expect(linkCard.getByRole('img', { name: 'QR code of your share link' })).toBeVisible();
  const link = await linkCard.getByRole('textbox', { name: 'your share link' }).inputValue();
  expect(link).toMatch(/#\/share\?from=[2-9A-HJKMNP-Z]{8}$/);
  await expect(page.getByRole('region', { name: 'your invitations' })).toContainText('0 friends claimed');

  // Their own link is not for them.
  await page.goto(link);
  await expect(page.getByText('you cannot claim from your own share link')).toBeVisible();
  await expect(page.getByRole('button', { name: 'claim', exact: true })).toHaveCount(0);

  // The friend, on their own phone, opens it, logs in and comes back to claim.
  const friendContext = await browser.newContext();
  await skipFirstVisitHint(friendContext);
  const friend = await friendContext.newPage();
  await friend.goto(link);
  await expect(friend.getByRole('heading', { name: 'a friend sent you a coupon' })).toBeVisible();
  await expect(friend.getByRole('region', { name: 'Coupon from a friend' }).getByText('from ¥10')).toBeVisible();
  await friend.getByRole('link', { name: 'log in and claim' }).click();
  await expect(friend).toHaveURL(/#\/login\?redirect=/);
  await fillLoginForm(friend, FRIEND);
  await expect(friend.getByText('claimed: the coupon is in your coupons')).toBeVisible();
  await expect(friend).toHaveURL(new RegExp(`${link.split('#')[1]?.replace('?', '\\?') ?? ''}$`));
  await friend.getByRole('link', { name: 'see my coupons' }).click();
  await expect(friend).toHaveURL(/#\/coupons$/);
  await expect(couponCard(friend, 'Coupon from a friend')).toContainText('¥5 off');
  // Once: the link now says so.
  await friend.goto(link);
  await expect(friend.getByText('you have already claimed a coupon from a friend’s share')).toBeVisible();

  // The sharer sees the friend counted, no reward yet.
  await page.goto('/#/share');
  await expect(page.getByRole('region', { name: 'your invitations' })).toContainText('1 friend claimed');
  await expect(page.getByRole('region', { name: 'your invitations' })).toContainText('0 rewards earned');

  // The friend's first booking, paid in the sandbox.
  await friend.goto('/#/shop/1');
  await checkOutTwoDays(friend, 1);
  await friend.getByRole('region', { name: 'confirm your booking' }).getByRole('button', { name: 'confirm booking' }).click();
  await friend.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'confirm' }).click();
  await friend.waitForURL(/#\/credence\/\d+$/);
  await friendContext.close();

  // The sharer's reward.
  await page.goto('/#/coupons');
  const reward = couponCard(page, 'Thank-you for sharing');
  await expect(reward).toContainText('¥8 off');
  await expect(reward.getByText('30 days left')).toBeVisible();
  await page.goto('/#/share');
  await expect(page.getByRole('region', { name: 'your invitations' })).toContainText('1 reward earned');
});

test('a guest on #/share is asked to log in for a link of their own, and comes back to it', async ({ page }) => {
  await page.goto('/#/share');
  await expect(page.getByRole('heading', { name: 'Luggage storage nearby' })).toBeVisible();
  await page.getByRole('link', { name: 'log in to get your share link' }).click();
  await fillLoginForm(page, '13800138703');
  await expect(page).toHaveURL(/#\/share$/);
  await expect(page.getByRole('region', { name: 'your share link' }).getByRole('textbox', { name: 'your share link' })).toHaveValue(/#\/share\?from=[2-9A-HJKMNP-Z]{8}$/);
});
