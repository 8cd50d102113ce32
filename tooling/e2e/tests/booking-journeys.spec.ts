import { expect, test, type Locator, type Page } from '@playwright/test';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { logIn } from './log-in';

useTravellerNearPeoplesSquare();

/** The home's marker of a shop near People's Square that the other browser tests do not book. */
const SHOP = "Home Inn (Shanghai People's Square)";

/** Logs in and opens the home, whose map shows the shops around People's Square (drawing it may take a while on a busy machine). */
async function homeLoggedIn(page: Page, phone: string) {
  await logIn(page, phone, '/');
  await expect(page.getByRole('region', { name: 'map of storage points' }).getByRole('button', { name: SHOP })).toBeVisible({ timeout: 45_000 });
}

test('a logged-in traveller goes from the home to a paid voucher in 5 taps, and back from it to the orders, never to the booking', async ({ page }) => {
  test.setTimeout(120_000);
  await homeLoggedIn(page, '13800138501');
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };

  await tap(page.getByRole('region', { name: 'map of storage points' }).getByRole('button', { name: SHOP }));
  await tap(page.getByRole('button', { name: 'book', exact: true }));
  // One bag for today is chosen already.
  await expect(page.getByRole('spinbutton', { name: 'bag (small item)' })).toHaveValue('1');
  await tap(page.getByRole('button', { name: 'next' }));
  await tap(page.getByRole('button', { name: 'confirm booking' }));
  await tap(page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'confirm' }));
  await expect(page).toHaveURL(/#\/credence\/\d+$/);
  await expect(page.getByRole('img', { name: /^QR code of voucher/ })).toBeVisible();
  expect(taps).toBeLessThanOrEqual(5);
  const orderId = /#\/credence\/(\d+)$/.exec(page.url())?.[1] ?? '';

  // Back from the fresh voucher: the orders, with the new order and its voucher one tap away; never the form
  // that would book the same again.
  await page.goBack();
  await expect(page).toHaveURL(/#\/orders$/);
  const card = page.getByRole('listitem').filter({ has: page.locator(`a[href="#/order/${orderId}"]`) });
  await expect(card.getByText('paid', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /^show voucher/ })).toHaveAttribute('href', `#/credence/${orderId}`);
  await page.goBack();
  await expect(page).not.toHaveURL(/#\/book\//);
  await expect(page.getByRole('heading', { name: 'book storage', level: 1 })).toHaveCount(0);
});

test("the confirmation is a page: the browser's back returns to the filled form, forward to the confirmation", async ({ page }) => {
  await logIn(page, '13800138502', '/shop/2');
  await page.getByRole('button', { name: 'book', exact: true }).click();
  const bags = page.getByRole('spinbutton', { name: 'bag (small item)' });
  await expect(bags).toHaveValue('1');
  await page.getByRole('button', { name: 'one more: bag (small item)' }).click();
  await page.getByRole('button', { name: 'next' }).click();
  const confirmation = page.getByRole('region', { name: 'confirm your booking' });
  await expect(confirmation).toBeVisible();
  await expect(page).toHaveURL(/#\/book\/2\?step=confirm$/);

  await page.goBack();
  await expect(page).toHaveURL(/#\/book\/2$/);
  await expect(bags).toHaveValue('2');
  await expect(confirmation).toHaveCount(0);
  await page.goForward();
  await expect(confirmation.getByText('× 2')).toBeVisible();
  // The page's own 'back' does the same.
  await confirmation.getByRole('button', { name: 'back' }).click();
  await expect(bags).toHaveValue('2');
  await expect(page).toHaveURL(/#\/book\/2$/);
});

test("a failed payment shows the reason in a dialog with 'try again', which pays", async ({ page }) => {
  await logIn(page, '13800138503', '/shop/2');
  await page.getByRole('button', { name: 'book', exact: true }).click();
  await page.getByRole('button', { name: 'next' }).click();
  await page.getByRole('button', { name: 'confirm booking' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sandbox payment' });
  const failed = page.getByRole('alertdialog', { name: 'payment not completed' });

  // The provider declines.
  await sheet.getByRole('button', { name: 'fail' }).click();
  await expect(failed).toHaveAccessibleDescription('the payment failed, please try again');
  await expect(sheet).toBeHidden();

  // No connection when asking for the sheet again.
  await page.route('**/api/user/order/pay/info/**', (route) => route.abort('internetdisconnected'));
  await failed.getByRole('button', { name: 'try again' }).click();
  await expect(failed).toHaveAccessibleDescription('no network connection, please try again later');

  // Back online: 'try again' opens the sheet, which pays.
  await page.unroute('**/api/user/order/pay/info/**');
  await failed.getByRole('button', { name: 'try again' }).click();
  await sheet.getByRole('button', { name: 'confirm' }).click();
  await expect(page).toHaveURL(/#\/credence\/\d+$/);
});
