import { expect, test } from '@playwright/test';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { consentBox, fillLoginForm } from './log-in';
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
  await consentBox(page).check();
  await page.getByRole('button', { name: 'send code' }).click();
  const code = await latestSmsCode(phone);
  await page.getByLabel('SMS code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'log in' }).click();
  await expect(page.getByRole('status', { name: 'notifications' }).getByText(/code/)).toBeVisible();
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

test('login asks for consent to the user agreement and privacy policy, whose pages read in both languages', async ({ page }) => {
  test.slow();
  await page.goto('/#/login');
  await page.getByLabel('phone number').fill('13700137103');
  await expect(consentBox(page)).not.toBeChecked();
  await page.getByRole('button', { name: 'send code' }).click();
  const missing = 'please tick the box to agree to the User Agreement and Privacy Policy first';
  await expect(page.getByRole('alert').filter({ hasText: missing })).toBeVisible();
  await expect(consentBox(page)).toHaveAccessibleDescription(missing);
  await expect(page.getByRole('button', { name: 'send code' })).toBeEnabled();

  await page.getByRole('link', { name: 'User Agreement' }).click();
  await expect(page.getByRole('heading', { name: 'user agreement', level: 1 })).toBeVisible();
  await expect(page.getByText(/log in with your mobile phone number/)).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'privacy policy', level: 1 })).toBeVisible();
  await expect(page.getByText(/Your location: only when you ask for it/)).toBeVisible();

  await page.evaluate(() => window.localStorage.setItem('luggage.lang', 'zh-CN'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '隐私政策', level: 1 })).toBeVisible();
  await expect(page.getByText(/位置信息：仅在您主动请求时获取/)).toBeVisible();
  await page.goto('/#/agreement');
  await expect(page.getByRole('heading', { name: '用户协议', level: 1 })).toBeVisible();

  await page.goto('/#/login');
  await expect(page.getByRole('checkbox', { name: '我已阅读并同意《用户协议》和《隐私政策》' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: '我已阅读并同意《用户协议》和《隐私政策》' }).check();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至 +86 13700137103')).toBeVisible();
});
