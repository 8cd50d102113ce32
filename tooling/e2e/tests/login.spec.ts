import { expect, test } from '@playwright/test';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { fillLoginForm } from './log-in';
import { latestSmsCode } from './sms-outbox';

useTravellerNearPeoplesSquare();

test('log in with the code from the SMS outbox, see the account, log out', async ({ page }) => {
  const phone = '13800138001';
  await page.goto('/#/center');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await fillLoginForm(page, phone);

  await expect(page.getByRole('heading', { name: 'user centre', level: 1 })).toBeVisible();
  await expect(page.getByText(`+86 ${phone}`)).toBeVisible();
  await page.getByRole('button', { name: 'log out' }).click();
  await page.getByRole('alertdialog', { name: 'log out' }).getByRole('button', { name: 'log out' }).click();
  await expect(page.getByRole('heading', { name: 'view nearby storage points' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('luggage.session.user'))).toBeNull();
});

test('a wrong code is refused and the typed phone stays', async ({ page }) => {
  const phone = '13800138002';
  await page.goto('/#/login');
  await page.getByLabel('phone number').fill(phone);
  await page.getByRole('button', { name: 'send code' }).click();
  const code = await latestSmsCode(phone);
  await page.getByLabel('SMS code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /code/ })).toBeVisible();
  await expect(page.getByLabel('phone number')).toHaveValue(phone);
});

test('an expired session on an order page: toast, logged out, and back on that page after logging in again', async ({ page }) => {
  await page.goto('/#/home');
  await page.evaluate(() =>
    window.localStorage.setItem('luggage.session.user', JSON.stringify({ userId: '999999', userToken: 'x'.repeat(43), phone: '+86 13800138109' })),
  );
  await page.goto('/#/orders');
  await page.reload();
  await expect(page.getByRole('status', { name: 'notifications' }).getByText('token has expired, please log in again')).toBeVisible();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Forders$/);
  expect(await page.evaluate(() => window.localStorage.getItem('luggage.session.user'))).toBeNull();

  const phone = '13800138109';
  await fillLoginForm(page, phone);
  await expect(page).toHaveURL(/#\/orders$/);
  await expect(page.getByText('no orders yet')).toBeVisible();
});
