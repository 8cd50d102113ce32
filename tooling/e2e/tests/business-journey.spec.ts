import { buildSignedRequest, type SignedCall } from '@luggage/api/client';
import { SESSION_STORAGE_KEYS, type Session } from '@luggage/api/session';
import { chromium, devices, expect, test, type Page } from '@playwright/test';
import { bookTwoDays } from './book-two-days';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { writeQrVideo } from './fake-camera';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { logIn } from './log-in';
import { logInStaff, luggagePhoto, photosLoaded } from './staff-counter';
import { BUSINESS_URL, CONSUMER_URL } from './urls';

useTravellerNearPeoplesSquare();

/** The owner of shop 1 in the seed (see apps/server/README.md). */
const SHOP_OWNER = '13900000000';

/** Makes a signed API call with the session the traveller's page holds, as the app would; answers the envelope. */
async function callAsTraveller(page: Page, call: SignedCall): Promise<unknown> {
  const session = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Session | null, SESSION_STORAGE_KEYS.user);
  const { url, init } = buildSignedRequest(call, { origin: CONSUMER_URL, userAgent: 'e2e', uniq: 'e2e0b2', now: Date.now(), language: 'en', session });
  return (await fetch(url, init)).json();
}

test('a traveller books and pays; staff scan the voucher, store it with a photo; the traveller sees it stored and cannot cancel; staff hand it back; the shop counts it', async ({
  page,
}, testInfo) => {
  // The traveller books one bag for two days at shop 1 and pays in the sandbox.
  await logIn(page, '13800138201', '/shop/1');
  await bookTwoDays(page, 1);
  const orderId = /#\/pay\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`#/credence/${orderId}$`));
  const code = (await page.locator('.voucher__code').innerText()).replace(/\s/g, '');
  expect(code).toMatch(/^[0-9A-Z]{8}$/);

  // The counter phone: its camera sees the traveller's voucher QR code.
  const video = testInfo.outputPath('voucher-qr.y4m');
  writeQrVideo(video, code);
  const counterBrowser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const counterContext = await counterBrowser.newContext({ ...devices['Pixel 7'], baseURL: BUSINESS_URL, locale: 'en-US', permissions: ['camera'] });
    const counter = await counterContext.newPage();
    await logInStaff(counter, SHOP_OWNER);

    // Check-in: scan, the order shows at once, one photo, confirm.
    await counter.getByRole('link', { name: 'counter' }).click();
    await expect(counter.getByRole('heading', { name: 'check in / check out', level: 1 })).toBeVisible();
    await counter.getByRole('button', { name: 'scan the QR code' }).click();
    await expect(counter.getByRole('heading', { name: `order ${code}` })).toBeVisible();
    await expect(counter.getByText('1 bag')).toBeVisible();
    await expect(counter.getByText('138****8201')).toBeVisible();
    await counter.getByLabel('take a photo').setInputFiles(luggagePhoto());
    await expect(counter.getByText('uploaded', { exact: true })).toBeVisible();
    await counter.getByRole('button', { name: 'confirm storage' }).click();
    await expect(counter.getByText(`the luggage of order ${code} is in store`)).toBeVisible();

    // The traveller: the order is stored with the photo, and it can no longer be cancelled.
    // The voucher the traveller shows at the counter is fetched afresh when opened.
    await page.goto(`/#/credence/${orderId}`);
    await expect(page.getByText('your luggage is stored at the storage point')).toBeVisible();
    await expect.poll(() => photosLoaded(page, /^stored luggage, photo 1$/)).toBe(true);
    // The order page shows what was loaded this visit: opening the app again loads it afresh.
    await page.goto(`/#/order/${orderId}`);
    await page.reload();
    await expect(page.getByText('stored', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'review' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'cancel the order' })).toHaveCount(0);
    await page.goto(`/#/detail/${orderId}`);
    await expect.poll(() => photosLoaded(page, /^stored luggage, photo 1$/)).toBe(true);
    await page.goto(`/#/cancel?id=${orderId}`);
    await expect(page.getByText('the luggage has been stored, this order can no longer be cancelled')).toBeVisible();
    // A cancel call made anyway (a stale screen, a crafted request) is refused by the server.
    expect(await callAsTraveller(page, { method: 'POST', path: '/api/user/order/cancel/', body: { orderId, key: 'plans_changed' } })).toEqual({
      status: 0,
      errorMsg: 'the luggage has been stored, this order can no longer be cancelled',
      errorCode: 'orderAlreadyStored',
    });

    // Check-out the same day: typed code, the photo to compare, hand back.
    await counter.getByRole('button', { name: 'next customer' }).click();
    await counter.getByLabel('voucher code').fill(code.toLowerCase().replace(/^(.{4})/, '$1 '));
    await counter.getByRole('button', { name: 'find', exact: true }).click();
    await expect(counter.getByRole('heading', { name: `order ${code}` })).toBeVisible();
    await expect.poll(() => photosLoaded(counter, /^photo 1 taken at check-in$/)).toBe(true);
    await counter.getByRole('button', { name: 'hand back' }).click();
    await expect(counter.getByText(`the luggage of order ${code} was handed back`)).toBeVisible();

    // The traveller's order is completed.
    await page.goto(`/#/order/${orderId}`);
    await page.reload();
    await expect(page.getByText('picked up', { exact: true }).first()).toBeVisible();

    // The shop's lists and figures count it: the order list shows it handed back, today's statistic has
    // its check-in and check-out.
    await counter.getByRole('link', { name: 'orders' }).click();
    const row = counter.getByRole('listitem').filter({ hasText: code });
    await expect(row.getByText('completed')).toBeVisible();
    await counter.getByRole('link', { name: 'stats' }).click();
    // The app's compact day with its weekday: 'Mon 23 Nov'.
    const parts = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'Asia/Shanghai' }).formatToParts(new Date());
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value;
    const today = `${part('weekday')} ${part('day')} ${part('month')}`;
    const todayRow = counter.getByRole('row').filter({ has: counter.getByRole('rowheader', { name: today, exact: true }) });
    // Columns: check-ins, check-outs, luggage orders, luggage amount, consumption orders, consumption amount.
    await expect(todayRow.getByRole('cell').nth(0)).toHaveText('1');
    await expect(todayRow.getByRole('cell').nth(1)).toHaveText('1');
  } finally {
    await counterBrowser.close();
  }
});
