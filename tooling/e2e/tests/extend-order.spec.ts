import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { logIn } from './log-in';
import { bookOneBagTodayAndPay } from './paid-voucher';

useTravellerNearPeoplesSquare();

/** The Shanghai calendar day `days` after today as the English app writes it ('27 Nov 2026'). */
function shanghaiDayText(days: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', day: 'numeric', month: 'short', year: 'numeric' }).format(Date.now() + days * 86_400_000);
}

test('book and pay, extend by a day from the voucher, pay the difference: the voucher and the order end a day later', async ({ page }) => {
  await logIn(page, '13700137301', '/shop/1');
  const { orderId } = await bookOneBagTodayAndPay(page);
  const today = shanghaiDayText(0);
  const tomorrow = shanghaiDayText(1);
  const dates = page.locator('.voucher__facts dd').first();
  await expect(dates).toContainText(today);
  await expect(dates).not.toContainText(tomorrow);

  // From the voucher: the order page with the extend dialog, one more day priced by the server.
  await page.getByRole('link', { name: 'extend the storage' }).click();
  await expect(page).toHaveURL(new RegExp(`#/order/${orderId}\\?extend=1$`));
  const dialog = page.getByRole('dialog', { name: 'extend the storage' });
  await expect(dialog.getByText(`now ends on ${today}`)).toBeVisible();
  await expect(dialog.getByText(`1 more day: ${tomorrow}`)).toBeVisible();
  await expect(dialog.getByText(new RegExp(`^${tomorrow}: 1?\\d+ bags? left$`))).toBeVisible();
  const confirm = dialog.getByRole('button', { name: /^extend and pay ¥\d+\.\d{2}$/ });
  await expect(confirm).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  const amount = /¥\d+\.\d{2}/.exec((await confirm.textContent()) ?? '')?.[0] ?? '';

  // Paying the difference: the extension's own payment, the sandbox's sheet opened at once.
  await confirm.click();
  await expect(page).toHaveURL(/#\/pay\/\d+$/);
  const extensionId = /#\/pay\/(\d+)$/.exec(page.url())?.[1] ?? '';
  expect(extensionId).not.toBe(orderId);
  await expect(page.getByText(`extension of order no. ${orderId}`)).toBeVisible();
  const sheet = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect(sheet).toContainText(amount);
  await sheet.getByRole('button', { name: 'confirm' }).click();

  // Paid: back on the booking's voucher, which now ends tomorrow.
  await expect(page).toHaveURL(new RegExp(`#/credence/${orderId}$`));
  await expect(dates).toContainText(tomorrow);
  await expect(page.locator('.voucher__code')).toBeVisible();

  // The order shows the paid extension; the list shows the booking once, ending tomorrow, and not the extension.
  await page.goto(`/#/order/${orderId}`);
  const extensions = page.getByRole('region', { name: 'extensions' });
  await expect(extensions.getByText('paid', { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`${today}.* to ${tomorrow}.*\\(2 days\\)`))).toBeVisible();
  await page.goto('/#/orders');
  await expect(page.locator(`a[href="#/order/${orderId}"]`).first()).toBeVisible();
  await expect(page.locator(`a[href="#/order/${extensionId}"]`)).toHaveCount(0);
});
