import { devices, expect, test, type Browser, type BrowserContext } from '@playwright/test';
import type { Session } from '@luggage/api/session';
import { callApi, signInWithApi, useStoredSession } from './api-session';
import { skipFirstVisitHint } from './fixtures';
import { fillLoginForm } from './log-in';
import { bookOneBagTodayAndPay } from './paid-voucher';
import { latestSmsCode } from './sms-outbox';
import { storeAndHandBackAsStaff } from './staff-counter';
import { CLOCK_BUSINESS_URL, CLOCK_CONSUMER_URL } from './urls';
import { WECHAT_USER_AGENT } from './wechat-simulator';

// On the server whose clock the tests move (DEV_CLOCK=true): the 7 pending days pass in one call.
test.use({ baseURL: CLOCK_CONSUMER_URL });

const PROMOTER_PHONE = '13700137701';
const FRIEND_PHONE = '13700137702';
/** The demo staff member of shop 1 (seeded with the outbox). */
const STAFF_PHONE = '13900000001';
/** A well-formed mainland ID number (GB 11643-1999's own example); the local identity check accepts well-formed pairs. */
const ID_NUMBER = '11010519491231002X';
const EIGHT_DAYS_MS = 8 * 24 * 3_600_000;

/** How far the tests moved the server's clock: every later signature and page clock adds it. */
let clockOffsetMs = 0;

/** A phone of its own at the clock server, with the hint seen, its clock as far ahead as the server's; WeChat's browser with `isWechat`. */
async function phone(browser: Browser, options: { isWechat?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: CLOCK_CONSUMER_URL,
    locale: 'en-US',
    ...(options.isWechat ? { userAgent: WECHAT_USER_AGENT } : {}),
  });
  await skipFirstVisitHint(context);
  if (clockOffsetMs > 0) await context.clock.install({ time: Date.now() + clockOffsetMs });
  return context;
}

test('a friend books through my link, their luggage is picked up, and a week later I withdraw the reward to WeChat', async ({ browser }) => {
  test.setTimeout(180_000);
  const promoter: Session = await signInWithApi(CLOCK_CONSUMER_URL, PROMOTER_PHONE, 'user');

  // The promoter verifies their real name (a promotion code needs it), then opens their code.
  const promoterPhone = await phone(browser);
  await useStoredSession(promoterPhone, CLOCK_CONSUMER_URL, 'user', promoter);
  const page = await promoterPhone.newPage();
  await page.goto('/#/qrcode');
  await expect(page).toHaveURL(/#\/nocode$/);
  await page.getByRole('link', { name: 'verify my real name' }).click();
  await page.getByRole('textbox', { name: 'real name' }).fill('张三');
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByRole('button', { name: /^resend in \d+ s$/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestSmsCode(PROMOTER_PHONE, CLOCK_CONSUMER_URL));
  await page.getByRole('button', { name: 'confirm name' }).click();
  await page.getByRole('textbox', { name: 'mainland ID card number' }).fill(ID_NUMBER);
  await page.getByRole('button', { name: 'verify', exact: true }).click();
  await expect(page.getByText('verified: 张* 110***********002X')).toBeVisible();
  await page.getByRole('link', { name: 'my promotion code' }).click();
  const link = await page.getByRole('textbox', { name: 'my promotion link' }).inputValue();
  expect(link).toMatch(new RegExp(`^${CLOCK_CONSUMER_URL}/#/home\\?promo=[0-9A-Z]{6}$`));
  await expect(page.getByRole('img', { name: /^QR code of my promotion code [0-9A-Z]{6}$/ })).toBeVisible();
  await promoterPhone.close();

  // The friend opens the link, signs up, books a bag at shop 1 and pays; staff take it in and hand it back.
  const friendPhone = await phone(browser);
  const friendPage = await friendPhone.newPage();
  await friendPage.goto(link);
  await friendPage.goto(`/#/login?redirect=${encodeURIComponent('/shop/1')}`);
  await fillLoginForm(friendPage, FRIEND_PHONE);
  await expect(friendPage).toHaveURL(/#\/shop\/1$/);
  const { code } = await bookOneBagTodayAndPay(friendPage);
  await friendPhone.close();
  await storeAndHandBackAsStaff(browser, STAFF_PHONE, code, CLOCK_BUSINESS_URL);

  // The reward is pending; a week later it is withdrawable.
  const pending = await callApi<{ pending: number; withdrawable: number }>(CLOCK_CONSUMER_URL, { method: 'GET', path: '/api/user/reward/', params: { pageNo: 1 } }, promoter);
  expect(pending.pending).toBeGreaterThan(0);
  expect(pending.withdrawable).toBe(0);
  await callApi(CLOCK_CONSUMER_URL, { method: 'POST', path: '/api/dev/clock/', body: { advanceMs: EIGHT_DAYS_MS } });
  clockOffsetMs += EIGHT_DAYS_MS;
  const reward = (pending.pending / 100).toFixed(2);

  const wechatPhone = await phone(browser, { isWechat: true });
  await useStoredSession(wechatPhone, CLOCK_CONSUMER_URL, 'user', promoter);
  const cash = await wechatPhone.newPage();
  await cash.goto('/#/cash');
  // Inside WeChat the app first asks for the traveller's openid (the server's local authorisation page).
  await cash.getByRole('button', { name: 'Allow' }).click();
  await expect(cash).toHaveURL(/#\/cash$/);
  await expect(cash.getByText(`¥${reward}`).first()).toBeVisible();
  await cash.getByRole('button', { name: /order of 137\*\*\*\*7702/ }).click();
  const history = cash.getByRole('dialog', { name: 'reward history' });
  await expect(history.getByRole('list', { name: 'what happened to this reward' }).getByRole('listitem')).toHaveCount(2);
  await expect(history.getByText('became withdrawable')).toBeVisible();
  await history.getByRole('button', { name: 'close' }).click();

  // The promoter withdraws it all to their WeChat balance; the sandbox pays it a few seconds later.
  await cash.getByRole('link', { name: 'withdraw' }).click();
  await cash.getByRole('button', { name: 'withdraw all' }).click();
  await expect(cash.getByRole('textbox', { name: 'amount in yuan' })).toHaveValue(reward);
  await cash.getByRole('button', { name: 'withdraw to WeChat' }).click();
  await expect(cash).toHaveURL(/#\/cash\?tab=withdrawals$/);
  const withdrawals = cash.getByRole('list', { name: 'my withdrawals' });
  await expect(withdrawals.getByText('paid to WeChat')).toBeVisible({ timeout: 20_000 });
  await expect(withdrawals.getByText(`¥${reward}`)).toBeVisible();
  const after = await callApi<{ withdrawable: number }>(CLOCK_CONSUMER_URL, { method: 'GET', path: '/api/user/reward/', params: { pageNo: 1 } }, promoter, Date.now() + clockOffsetMs);
  expect(after.withdrawable).toBe(0);
  await wechatPhone.close();
});
