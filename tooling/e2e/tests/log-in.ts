import { expect, type Page } from '@playwright/test';
import { latestSmsCode } from './sms-outbox';

/** The login's consent to the user agreement and privacy policy. */
export const consentBox = (page: Page) =>
  page.getByRole('checkbox', { name: 'I have read and agree to the User Agreement and Privacy Policy' });

/** On the open login page: types the phone, agrees, asks for a code, types the outbox's code and logs in. */
export async function fillLoginForm(page: Page, phone: string) {
  const origin = new URL(page.url()).origin;
  await page.getByLabel('phone number').fill(phone);
  await consentBox(page).check();
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByRole('button', { name: /^resend in \d+ s$/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestSmsCode(phone, origin));
  await page.getByRole('button', { name: 'log in' }).click();
}

/** Logs in through the screen with the outbox's code; ends on the page `redirect` names. */
export async function logIn(page: Page, phone: string, redirect: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(redirect)}`);
  await fillLoginForm(page, phone);
  // The session is stored before the app leaves the login page: a caller that reloads next finds it.
  await expect(page).not.toHaveURL(/#\/login/);
}
