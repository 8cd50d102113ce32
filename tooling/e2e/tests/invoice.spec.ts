import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { latestEmail } from './email-outbox';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { logIn } from './log-in';
import { bookOneBagTodayAndPay } from './paid-voucher';
import { storeAndHandBackAsStaff } from './staff-counter';

useTravellerNearPeoplesSquare();

/** The owner of shop 3 in the seed (see the README). */
const SHOP_3_OWNER = '13900000002';
const EMAIL = 'invoice-13700137201@example.com';

test('after pick-up the traveller asks for a company invoice: the code is checked, the PDF downloads and the email is in the outbox', async ({ page, browser }) => {
  // Two apps, two logins, a check-in and a check-out, then the invoice.
  test.setTimeout(180_000);
  await logIn(page, '13700137201', '/shop/3');
  const { orderId, code } = await bookOneBagTodayAndPay(page);
  // Not picked up yet: the order offers no invoice, and #/bill says why.
  await page.goto(`/#/order/${orderId}`);
  await expect(page.getByRole('link', { name: 'show the storage voucher' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'invoice', exact: true })).toHaveCount(0);

  await storeAndHandBackAsStaff(browser, SHOP_3_OWNER, code);

  // Picked up: the order page leads to its invoice.
  await page.goto(`/#/order/${orderId}`);
  await page.reload();
  await page.getByRole('link', { name: 'invoice', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/bill/${orderId}$`));
  await expect(page.getByText(/^¥\d+\.\d{2}$/).first()).toBeVisible();

  await page.getByRole('textbox', { name: 'company name' }).fill('上海示例贸易有限公司');
  const creditCode = page.getByRole('textbox', { name: 'unified social credit code' });
  await creditCode.fill('91350100M000100Y44');
  await expect(page.getByText('the code does not add up: please check it against the business licence')).toBeVisible();
  await creditCode.fill('91350100M000100Y43');
  await expect(page.getByText('the check character is right')).toBeVisible();
  await page.getByRole('textbox', { name: 'email for the invoice' }).fill(EMAIL);
  await page.getByRole('button', { name: 'request the invoice' }).click();

  await expect(page.getByText('issued', { exact: true })).toBeVisible();
  await expect(page.getByText(`sent to ${EMAIL}`)).toBeVisible();
  const number = (await page.locator('dt:has-text("invoice number") + dd').innerText()).trim();
  expect(number).toMatch(/^\d{20}$/);

  // The PDF downloads through its signed link.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'download the PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The same PDF went by email (the local outbox).
  const email = await latestEmail(EMAIL);
  expect(email.subject).toContain(number);
  expect(email.text).toContain(orderId);
  expect(email.attachments).toEqual([{ filename: `invoice-${number}.pdf`, contentType: 'application/pdf', size: pdf.length }]);

  // One invoice per order: coming back shows it, with no form.
  await page.reload();
  await expect(page.getByRole('link', { name: 'download the PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'request the invoice' })).toHaveCount(0);
});
