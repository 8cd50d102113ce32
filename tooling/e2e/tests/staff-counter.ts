import { devices, expect, type Browser, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { latestSmsCode } from './sms-outbox';
import { BUSINESS_URL } from './urls';

/** A small PNG of coloured stripes: what a counter phone's camera would hand the photo input. */
export function luggagePhoto(): { name: string; mimeType: string; buffer: Buffer } {
  const png = new PNG({ width: 320, height: 240 });
  for (let index = 0; index < png.width * png.height; index += 1) {
    const stripe = Math.floor((index % png.width) / 40) % 3;
    png.data.set([stripe === 0 ? 200 : 40, stripe === 1 ? 160 : 60, stripe === 2 ? 220 : 80, 255], index * 4);
  }
  return { name: 'luggage.png', mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

/**
 * Staff sign-in at the business URL (agreeing to the staff privacy policy) with the outbox's business code (waiting out the resend wait of a code
 * another spec asked for the same phone); ends on the shop's day.
 */
export async function logInStaff(page: Page, phone: string) {
  await page.goto('/#/bussiness/login');
  await page.getByLabel('phone number').fill(phone);
  await page.getByRole('checkbox', { name: 'I have read and agree to the Privacy Policy for shop staff' }).check();
  await page.getByRole('button', { name: 'get code' }).click();
  const countdown = page.getByRole('button', { name: /^resend in \d+ s$/ });
  const tooSoon = page.getByRole('status', { name: 'notifications' }).getByText(/^please wait (\d+) s before requesting another code$/);
  await expect(countdown.or(tooSoon)).toBeVisible();
  // Another spec asked a code for the same demo phone this minute: ask again once its wait is over.
  if (await tooSoon.isVisible()) {
    const seconds = Number(/(\d+) s/.exec(await tooSoon.innerText())?.[1] ?? 60);
    await page.waitForTimeout((seconds + 1) * 1000);
    await page.getByRole('button', { name: 'get code' }).click();
  }
  await expect(countdown).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestSmsCode(phone, new URL(page.url()).origin));
  await page.getByRole('button', { name: 'log in' }).click();
  await expect(page.getByRole('heading', { name: 'my shop', level: 1 })).toBeVisible();
}

/** True once every photo of the luggage on the page named `name` has loaded (a signed URL that serves an image). */
export async function photosLoaded(page: Page, name: RegExp): Promise<boolean> {
  const photos = page.getByRole('img', { name });
  if ((await photos.count()) === 0) return false;
  return photos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0));
}

/** At the counter: finds the order by its typed voucher code. */
export async function findOrder(counter: Page, code: string) {
  await counter.getByLabel('voucher code').fill(code);
  await counter.getByRole('button', { name: 'find', exact: true }).click();
  await expect(counter.getByRole('heading', { name: `order ${code}` })).toBeVisible();
}

/** At the counter (its screen open): takes in the luggage of the order with voucher `code`, with a photo, then hands it back. */
export async function storeAndHandBack(counter: Page, code: string) {
  await findOrder(counter, code);
  await counter.getByLabel('take a photo').setInputFiles(luggagePhoto());
  await expect(counter.getByText('uploaded', { exact: true })).toBeVisible();
  await counter.getByRole('button', { name: 'confirm storage' }).click();
  await expect(counter.getByText(`the luggage of order ${code} is in store`)).toBeVisible();
  await counter.getByRole('button', { name: 'next customer' }).click();
  await findOrder(counter, code);
  await counter.getByRole('button', { name: 'hand back' }).click();
  await expect(counter.getByText(`the luggage of order ${code} was handed back`)).toBeVisible();
}

/**
 * In a staff phone of its own (a new browser context at the business URL, closed afterwards): `staffPhone`
 * logs in, opens the counter, takes in the luggage of the order with voucher `code` and hands it back.
 * `businessUrl` names another server's business app.
 */
export async function storeAndHandBackAsStaff(browser: Browser, staffPhone: string, code: string, businessUrl = BUSINESS_URL) {
  const counterContext = await browser.newContext({ ...devices['Pixel 7'], baseURL: businessUrl, locale: 'en-US' });
  try {
    const counter = await counterContext.newPage();
    await logInStaff(counter, staffPhone);
    await counter.getByRole('link', { name: 'counter' }).click();
    await storeAndHandBack(counter, code);
  } finally {
    await counterContext.close();
  }
}
