import { expect, test, type Page } from '@playwright/test';
import { PEOPLES_SQUARE_GPS, skipFirstVisitHint } from './fixtures';
import { latestSmsCode } from './sms-outbox';

test.use({ geolocation: PEOPLES_SQUARE_GPS, permissions: ['geolocation'] });
test.beforeEach(async ({ context }) => skipFirstVisitHint(context));

test('log in with the code from the SMS outbox, see the account, log out', async ({ page }) => {
  const phone = '13800138001';
  await page.goto('/#/center');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await page.getByLabel('phone number').fill(phone);
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByRole('button', { name: /^resend in \d+ s$/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestSmsCode(phone));
  await page.getByRole('button', { name: 'log in' }).click();

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

test('an expired token: toast, logged out, at the login', async ({ page }) => {
  await page.goto('/#/home');
  await page.evaluate(() =>
    window.localStorage.setItem('luggage.session.user', JSON.stringify({ userId: '999999', userToken: 'x'.repeat(43), phone: '+86 13800138009' })),
  );
  await page.goto('/#/center');
  await page.reload();
  await expect(page.getByRole('status', { name: 'notifications' }).getByText('token has expired, please log in again')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('luggage.session.user'))).toBeNull();
});

/** Logs in through the screen with the outbox's code; ends on the page `redirect` names. */
async function logIn(page: Page, phone: string, redirect: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('phone number').fill(phone);
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByRole('button', { name: /^resend in \d+ s$/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestSmsCode(phone));
  await page.getByRole('button', { name: 'log in' }).click();
}

test('book 2 bags for 2 days: the server prices it and the order waits for payment', async ({ page }) => {
  await logIn(page, '13800138003', '/book/1');
  await expect(page.getByRole('heading', { name: 'book storage', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'one more: bags' }).click();
  await page.getByRole('button', { name: 'one more: bags' }).click();
  const start = await page.getByLabel('start date').inputValue();
  const next = new Date(`${start}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  await page.getByLabel('end date').fill(next.toISOString().slice(0, 10));
  await expect(page.getByText('2 days in total')).toBeVisible();
  await page.getByRole('button', { name: 'next' }).click();
  await expect(page.getByRole('heading', { name: 'confirm your booking' })).toBeVisible();
  await expect(page.getByText('to pay')).toBeVisible();
  await page.getByRole('button', { name: 'confirm booking' }).click();
  await expect(page).toHaveURL(/#\/pay\/\d+$/);
});
