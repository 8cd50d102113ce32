import { expect, type Page } from '@playwright/test';

/**
 * On the shop page that is open, books one bag for today, confirms and pays in the sandbox's sheet: ends
 * on the voucher. Answers the order's id and its voucher code (8 characters, without the space).
 */
export async function bookOneBagTodayAndPay(page: Page): Promise<{ orderId: string; code: string }> {
  await page.getByRole('button', { name: 'book', exact: true }).click();
  await page.getByRole('button', { name: 'next' }).click();
  await page.getByRole('button', { name: 'confirm booking' }).click();
  await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'confirm' }).click();
  await expect(page).toHaveURL(/#\/credence\/\d+$/);
  const orderId = /#\/credence\/(\d+)$/.exec(page.url())?.[1] ?? '';
  const code = (await page.locator('.voucher__code').innerText()).replace(/\s/g, '');
  return { orderId, code };
}
