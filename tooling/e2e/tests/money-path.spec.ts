import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { seriousViolations } from './axe';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { bookTwoDays } from './book-two-days';
import { logIn } from './log-in';
import { textLines } from './text-lines';

useTravellerNearPeoplesSquare();

/** The text a scanner reads from the voucher's QR code, decoded from a screenshot of it. */
async function scanVoucherQr(page: Page): Promise<string | undefined> {
  const png = PNG.sync.read(await page.getByRole('img', { name: /^QR code of voucher/ }).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test('book 2 bags for 2 days, pay in the sandbox, show the voucher (also offline), cancel with a reason, refunded', async ({ page, context }) => {
  await logIn(page, '13800138101', '/shop/1');
  await bookTwoDays(page, 2);
  const orderId = /#\/pay\/(\d+)$/.exec(page.url())?.[1] ?? '';

  // Confirming opened the payment at once: the sandbox's sheet with the amount from the server. Closing it
  // leaves the order payable.
  const sheet = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect(sheet).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: 'close' }).click();
  await expect(sheet).toBeHidden();
  const payButton = page.getByRole('button', { name: /^pay ¥\d+\.\d{2}$/ });
  await expect(payButton).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  // Cancelling asks first; on a phone each long answer keeps its label on one line. Keeping the order leaves it payable.
  await page.getByRole('button', { name: 'cancel payment' }).click();
  const question = page.getByRole('alertdialog', { name: 'cancel payment' });
  for (const answer of ['keep the order', 'cancel the order']) expect(await textLines(question.getByRole('button', { name: answer }))).toBe(1);
  await question.getByRole('button', { name: 'keep the order' }).click();
  await expect(question).toBeHidden();

  await payButton.click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'confirm' }).click();

  // The voucher: a QR code that a scanner reads as the short code printed under it.
  await expect(page).toHaveURL(new RegExp(`#/credence/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'storage voucher', level: 2 })).toBeVisible();
  const shortCode = (await page.locator('.voucher__code').innerText()).replace(/\s/g, '');
  expect(shortCode).toMatch(/^[0-9A-Z]{8}$/);
  expect(await scanVoucherQr(page)).toBe(shortCode);
  await expect(page.getByText(/closes at|open 24 hours|closed now/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // At the shop without data, even after the page is reloaded: the service worker serves the app and the
  // voucher opened before is shown from its saved copy.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^offline copy saved/)).toBeVisible();
  expect(await scanVoucherQr(page)).toBe(shortCode);
  await context.setOffline(false);

  // The order list shows it paid; cancel it from the order page with a reason.
  await page.goto('/#/orders');
  const card = page.getByRole('listitem').filter({ has: page.locator(`a[href="#/order/${orderId}"]`) });
  await expect(card.getByText('paid', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await card.locator(`a[href="#/order/${orderId}"]`).first().click();
  await expect(page.getByRole('link', { name: 'cancel the order' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The voucher link is drawn as a button: not underlined like a link in text.
  await expect(page.getByRole('link', { name: 'show the storage voucher' })).toHaveCSS('text-decoration-line', 'none');
  await page.getByRole('link', { name: 'cancel the order' }).click();
  await expect(page.getByText(/^free cancellation until 24:00 on/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'continue' }).click();
  await page.getByRole('radio', { name: 'my plans changed' }).check();
  await page.getByLabel('anything else to tell us (optional)').fill('flight moved to tomorrow');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'cancel the order' }).click();
  await page.getByRole('alertdialog', { name: 'cancel this order?' }).getByRole('button', { name: 'cancel the order' }).click();
  await expect(page.getByText(/^refunded: ¥\d+\.\d{2} is back on the original payment method$/)).toBeVisible();

  // The list now says refunded, and the voucher is gone.
  await page.goto('/#/orders');
  await expect(card.getByText('refunded', { exact: true })).toBeVisible();
  await page.goto(`/#/credence/${orderId}`);
  await expect(page.getByText('this order was cancelled and refunded: it has no voucher')).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code of voucher/ })).toHaveCount(0);
});
