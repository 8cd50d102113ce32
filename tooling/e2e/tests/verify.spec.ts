import { expect, test } from '@playwright/test';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { logIn } from './log-in';
import { latestSmsCode } from './sms-outbox';

useTravellerNearPeoplesSquare();

/** This file's traveller, and an ID number no other spec verifies (one account per number). */
const TRAVELLER = '13700138470';
const ID_NUMBER = '440304198512034563';

test('a traveller without a code verifies their real name and gets a promotion code', async ({ page }) => {
  await logIn(page, TRAVELLER, '/qrcode');
  // Not verified: #/qrcode gives way to #/nocode, which leads to #/verify.
  await expect(page).toHaveURL(/#\/nocode$/);
  await page.getByRole('link', { name: 'verify my real name' }).click();
  await expect(page).toHaveURL(/#\/verify$/);
  await expect(page.getByText('no verification attempts yet')).toBeVisible();

  await page.getByRole('textbox', { name: 'real name' }).fill('王小明');
  // Just logged in: the login code's resend wait does not hold up the name's code.
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByRole('button', { name: /^resend in \d+ s$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: 'SMS code' }).fill(await latestSmsCode(TRAVELLER));
  await page.getByRole('button', { name: 'confirm name' }).click();

  await expect(page.getByText('real name: 王小明')).toBeVisible();
  const idNumber = page.getByRole('textbox', { name: 'mainland ID card number' });
  await idNumber.fill('440304198512034564');
  await expect(page.getByText('the number does not add up: please check it against your ID card')).toBeVisible();
  await idNumber.fill(ID_NUMBER.toLowerCase());
  await expect(page.getByText('the check character is right')).toBeVisible();
  await page.getByRole('button', { name: 'verify' }).click();

  await expect(page.getByText('verified: 王* 440***********4563')).toBeVisible();
  await expect(page.getByRole('list', { name: 'verification attempts' }).getByText('passed')).toBeVisible();
  // Nothing shows the number in full.
  await expect(page.getByText(ID_NUMBER)).toHaveCount(0);

  await page.getByRole('link', { name: 'my promotion code' }).click();
  await expect(page).toHaveURL(/#\/qrcode$/);
  await expect(page.getByRole('img', { name: /^QR code of my promotion code [0-9A-Z]{6}$/ })).toBeVisible();
});
