import { expect, test, type Page } from '@playwright/test';
import { bookTwoDays } from './book-two-days';
import { skipFirstVisitHint } from './fixtures';
import { logIn } from './log-in';
import { WECHAT_CONSUMER_URL, WECHAT_SIMULATOR_URL } from './urls';
import { notifyAgain, simulatorStats, useSimulatedWechatBridge, WECHAT_USER_AGENT } from './wechat-simulator';

// The travellers' app inside WeChat, on the server whose WeChat (authorisation, JS-SDK, WeChat Pay) is the simulator.
test.use({ baseURL: WECHAT_CONSUMER_URL, userAgent: WECHAT_USER_AGENT });
// The simulated WeixinJSBridge is a page script that fetches from the simulator; WeChat's real bridge is
// native code, which no page Content-Security-Policy governs (security-headers.spec.ts tests the policy).
test.use({ bypassCSP: true });
test.beforeEach(async ({ context }) => {
  await skipFirstVisitHint(context);
  await useSimulatedWechatBridge(context);
});

const EXCHANGES = 'GET /sns/oauth2/access_token';

/** The simulated bridge's record of the page's `name` calls (weixin-js-sdk's and the app's own). */
async function bridgeCalls(page: Page, name: string): Promise<{ params: Record<string, unknown>; result: Record<string, unknown> }[]> {
  return page.evaluate(
    (wanted) =>
      ((window as unknown as { __wechatSimCalls?: { name: string; params: Record<string, unknown>; result: Record<string, unknown> }[] }).__wechatSimCalls ?? []).filter(
        (call) => call.name === wanted,
      ),
    name,
  );
}

test('log in → WeChat authorisation → #/middle → the shop → book → WeChat Pay as the bound openid → paid once → voucher', async ({ page }) => {
  const before = await simulatorStats();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await logIn(page, '13800138301', '/shop/1');
  // Logged in without an openid: the app leaves for WeChat's authorisation page (base scope, back to #/middle).
  const allow = page.getByRole('button', { name: 'Allow' });
  await expect(allow).toBeVisible();
  const authorize = new URL(page.url());
  expect(authorize.origin + authorize.pathname).toBe(`${WECHAT_SIMULATOR_URL}/connect/oauth2/authorize`);
  expect(authorize.searchParams.get('scope')).toBe('snsapi_base');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${WECHAT_CONSUMER_URL}/#/middle`);
  await allow.click();

  // Back at #/middle with the code, then on to the route the traveller was going to, the code gone from the address.
  await expect(page.getByRole('button', { name: 'book', exact: true })).toBeVisible();
  expect(page.url()).toBe(`${WECHAT_CONSUMER_URL}/#/shop/1`);
  const returned = visited.find((url) => url.includes('code='));
  expect(returned).toMatch(new RegExp(`^${WECHAT_CONSUMER_URL}/\\?code=\\w+&state=\\w+#/middle$`));
  const openid = await page.evaluate(() => (JSON.parse(localStorage.getItem('luggage.session.user') ?? '{}') as { wechat?: { openid: string } }).wechat?.openid);
  expect(openid).toMatch(/^o[\w-]{27}$/);
  expect((await simulatorStats()).calls[EXCHANGES] - before.calls[EXCHANGES]).toBe(1);

  // Sharing the shop loads the JS-SDK (its own chunk), configured with the server's signature, which the simulator checks.
  const sdkChunk = page.waitForResponse((response) => /\/assets\/wechat-sdk-[\w-]+\.js$/.test(response.url()));
  await page.getByRole('button', { name: 'share', exact: true }).click();
  await sdkChunk;
  await page.getByRole('alertdialog', { name: 'share with friends' }).getByRole('button', { name: 'got it' }).click();
  // The sheet opens at once; the SDK sets the card when wx.config is through.
  await expect.poll(async () => (await bridgeCalls(page, 'updateAppMessageShareData')).length).toBe(1);
  const shared = await bridgeCalls(page, 'updateAppMessageShareData');
  expect(shared[0]?.params).toMatchObject({ link: `${WECHAT_CONSUMER_URL}/#/shop/1`, imgUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//) });
  expect(shared[0]?.result).toMatchObject({ err_msg: 'updateAppMessageShareData:ok' });
  expect((await bridgeCalls(page, 'preVerifyJSAPI'))[0]?.result).toMatchObject({ err_msg: 'config:ok' });

  // Confirming the booking opens WeChat Pay at once.
  const payInfo = page.waitForRequest((request) => request.url().includes('/api/user/order/pay/info/'));
  await bookTwoDays(page, 1);
  const orderId = /#\/pay\/(\d+)$/.exec(page.url())?.[1] ?? '';
  const sent = new URL((await payInfo).url()).searchParams;
  expect({ openid: sent.get('openid'), order_from: sent.get('order_from') }).toEqual({ openid, order_from: 'weixin' });

  // WeChat's own sheet (the simulator's): paying there sends the signed notification that pays the order.
  const sheet = page.getByRole('dialog', { name: 'WeChat Pay (simulated)' });
  await sheet.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`#/credence/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'storage voucher', level: 2 })).toBeVisible();
  const voucherCode = (await page.locator('.voucher__code').innerText()).replace(/\s/g, '');
  expect(voucherCode).toMatch(/^[0-9A-Z]{8}$/);

  const paid = await simulatorStats();
  expect(paid.paidTrades - before.paidTrades).toBe(1);
  const delivery = paid.notifications.deliveries.at(-1);
  expect(delivery).toMatchObject({ status: 204, acknowledged: true });

  // The same notification again: acknowledged, and the order stays paid once with the same voucher.
  await notifyAgain(delivery?.outTradeNo ?? '');
  await expect.poll(async () => (await simulatorStats()).notifications.acknowledged).toBe(paid.notifications.acknowledged + 1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'storage voucher', level: 2 })).toBeVisible();
  expect((await page.locator('.voucher__code').innerText()).replace(/\s/g, '')).toBe(voucherCode);

  // Navigation inside WeChat opens WeChat's own map at the shop.
  await page.getByRole('button', { name: 'open in WeChat map' }).click();
  await expect.poll(async () => (await bridgeCalls(page, 'openLocation')).length).toBe(1);
  expect((await bridgeCalls(page, 'openLocation'))[0]?.params).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number), scale: 16 });

  // WeChat codes are single-use: the same return again (the back button, a reload) reuses the stored openid and calls nothing.
  await page.goto(returned ?? '');
  await expect(page).toHaveURL(`${WECHAT_CONSUMER_URL}/#/home`);
  expect((await simulatorStats()).calls[EXCHANGES] - before.calls[EXCHANGES]).toBe(1);
});

test("a cancelled WeChat Pay sheet says so in a dialog with 'try again'; 'pay later' leaves the order payable", async ({ page }) => {
  await logIn(page, '13800138302', '/shop/2');
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('button', { name: 'book', exact: true })).toBeVisible();
  await bookTwoDays(page, 1);
  const wechatSheet = page.getByRole('dialog', { name: 'WeChat Pay (simulated)' });
  const failed = page.getByRole('alertdialog', { name: 'payment not completed' });
  await wechatSheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(failed).toHaveAccessibleDescription('the payment was cancelled');
  await failed.getByRole('button', { name: 'try again' }).click();
  await wechatSheet.getByRole('button', { name: 'Cancel' }).click();
  await failed.getByRole('button', { name: 'pay later' }).click();
  await expect(failed).toBeHidden();
  const payButton = page.getByRole('button', { name: /^pay ¥\d+\.\d{2}$/ });
  await expect(payButton).toBeEnabled();
  await payButton.click();
  await wechatSheet.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/#\/credence\/\d+$/);
});

test('a denied authorisation does not loop: the app works on and says why WeChat Pay is unavailable', async ({ page }) => {
  const authorisations = async () => (await simulatorStats()).calls['GET /connect/oauth2/authorize'];
  await logIn(page, '13800138303', '/orders');
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('heading', { name: 'WeChat authorisation was not given' })).toBeVisible();
  await expect(page.getByText(/payment inside WeChat is not available/)).toBeVisible();
  const asked = await authorisations();
  await page.getByRole('button', { name: 'continue' }).click();
  await expect(page).toHaveURL(`${WECHAT_CONSUMER_URL}/#/orders`);
  await page.goto('/#/shop/1');
  await expect(page.getByRole('button', { name: 'book', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'book', exact: true })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(WECHAT_CONSUMER_URL);
  expect(await authorisations()).toBe(asked);
});
