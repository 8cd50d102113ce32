import { expect, test } from '@playwright/test';
import { skipFirstVisitHint } from './fixtures';
import { logIn } from './log-in';
import { CONSUMER_URL } from './urls';
import { WECHAT_USER_AGENT } from './wechat-simulator';

// The server with no WeChat settings (npm start): its own authorisation page at WeChat's path stands in for WeChat.
test.use({ userAgent: WECHAT_USER_AGENT });
test.beforeEach(async ({ context }) => skipFirstVisitHint(context));

test('inside WeChat without WeChat settings: the local authorisation page, also once the service worker runs the app', async ({ page }) => {
  await logIn(page, '13800138311', '/orders');
  await expect(page.getByRole('heading', { name: 'WeChat authorisation (local)' })).toBeVisible();
  expect(page.url()).toMatch(new RegExp(`^${CONSUMER_URL}/connect/oauth2/authorize\\?appid=wxlocaldevelopment&`));
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.getByRole('button', { name: 'continue' }).click();
  await expect(page).toHaveURL(`${CONSUMER_URL}/#/orders`);

  // With the service worker serving the app's pages, the authorisation page still comes from the server.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // A new browser session forgets the denial: the app goes to the authorisation page again.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(`${CONSUMER_URL}/#/orders`);
  const stored = await page.evaluate(() => (JSON.parse(localStorage.getItem('luggage.session.user') ?? '{}') as { wechat?: { openid: string } }).wechat);
  expect(stored?.openid).toMatch(/^o[\w-]{27}$/);
});
