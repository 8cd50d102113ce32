import { expect, test } from '@playwright/test';
import { BUSINESS_URL } from './urls';

test('the business URL shows the business login', async ({ page }) => {
  await page.goto(BUSINESS_URL);
  await expect(page.getByRole('heading', { name: 'business login' })).toBeVisible();
  await expect(page).toHaveURL(/#\/bussiness\/login$/);
  await expect(page.getByLabel('phone number')).toBeVisible();
  await expect(page.getByLabel('SMS code')).toBeVisible();
});

test('staff are asked to agree to the privacy policy for shop staff, whose page reads in both languages', async ({ page }) => {
  await page.goto(`${BUSINESS_URL}/#/bussiness/login`);
  const consent = page.getByRole('checkbox', { name: 'I have read and agree to the Privacy Policy for shop staff' });
  await expect(consent).not.toBeChecked();
  await page.getByLabel('phone number').fill('13700139501');
  await page.getByRole('button', { name: 'get code' }).click();
  await expect(consent).toHaveAccessibleDescription('please tick the box to agree to the Privacy Policy for shop staff first');
  await expect(page.getByText(/^a code was sent/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Privacy Policy for shop staff' }).click();
  await expect(page.getByRole('heading', { name: 'privacy policy for shop staff', level: 1 })).toBeVisible();
  await expect(page.getByText(/What you do in the shop app/)).toBeVisible();
  await page.getByRole('button', { name: 'back' }).click();
  await expect(page).toHaveURL(/#\/bussiness\/login$/);

  // The invitation's confirmation asks the same; in Chinese.
  await page.evaluate(() => window.localStorage.setItem('luggage.lang', 'zh-CN'));
  await page.goto(`${BUSINESS_URL}/#/send/bind`);
  await page.reload();
  await page.getByRole('link', { name: '《门店员工隐私政策》' }).click();
  await expect(page.getByRole('heading', { name: '门店员工隐私政策', level: 1 })).toBeVisible();
  await expect(page.getByText(/您在商家端的操作/)).toBeVisible();
  await page.goBack();
  await page.getByRole('checkbox', { name: '我已阅读并同意《门店员工隐私政策》' }).check();
  await page.getByLabel('手机号').fill('13700139501');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至 +86 13700139501')).toBeVisible();
});
