import { expect, test } from '@playwright/test';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { logIn } from './log-in';
import { bookOneBagTodayAndPay } from './paid-voucher';
import { photosLoaded, storeAndHandBackAsStaff } from './staff-counter';

useTravellerNearPeoplesSquare();

/** The owner of shop 3 in the seed (see the README): the other browser tests check nothing in there. */
const SHOP_3_OWNER = '13900000002';

test("after pick-up the voucher says completed, when, with the photo and without a code; offline too; review is offered then, not before", async ({
  page,
  context,
  browser,
}) => {
  // Two apps, two logins, a check-in and a check-out, offline and online again.
  test.setTimeout(180_000);
  // The traveller books one bag for today at shop 3 and pays.
  await logIn(page, '13800138504', '/shop/3');
  const { orderId, code } = await bookOneBagTodayAndPay(page);
  expect(code).toMatch(/^[0-9A-Z]{8}$/);
  // Booked, not brought yet: no review offered.
  await page.goto(`/#/order/${orderId}`);
  await expect(page.getByRole('link', { name: 'show the storage voucher' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'review' })).toHaveCount(0);
  // The voucher was opened, so a copy with its live code is saved for offline use.
  await page.goto(`/#/credence/${orderId}`);
  await expect(page.getByRole('img', { name: /^QR code of voucher/ })).toBeVisible();

  // The shop stores the luggage with a photo, then hands it back.
  await storeAndHandBackAsStaff(browser, SHOP_3_OWNER, code);

  // The order list, loaded online, shows it picked up: no voucher to show any more, and the review.
  await page.goto('/#/orders');
  await page.reload();
  const card = page.getByRole('listitem').filter({ has: page.locator(`a[href="#/order/${orderId}"]`) });
  await expect(card.getByText('picked up', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /^show voucher/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /^review/ })).toBeVisible();

  // Offline, the saved copy of the voucher follows: completed, no code.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await page.goto(`/#/credence/${orderId}`);
  await page.reload();
  await expect(page.getByText(/^offline copy saved/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'completed', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code of voucher/ })).toHaveCount(0);
  await context.setOffline(false);

  // Online: completed, when it was picked up, the photo; no QR code, no code, no 'show this code'.
  await page.reload();
  await expect(page.getByText(/^offline copy saved/)).toHaveCount(0);
  const completed = page.getByRole('region', { name: 'completed' });
  await expect(completed.getByText(/^picked up on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expect.poll(() => photosLoaded(page, /^stored luggage, photo 1$/)).toBe(true);
  await expect(page.getByRole('img', { name: /^QR code of voucher/ })).toHaveCount(0);
  await expect(page.getByText(code.replace(/^(.{4})/, '$1 '))).toHaveCount(0);
  await expect(page.getByText('show this code at the storage point')).toHaveCount(0);
  await expect(completed.getByRole('link', { name: 'review the storage' })).toHaveAttribute('href', `#/review?id=${orderId}`);
});
