import { expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { latestSmsCode } from './sms-outbox';

/** A small PNG of coloured stripes: what a counter phone's camera would hand the photo input. */
export function luggagePhoto(): { name: string; mimeType: string; buffer: Buffer } {
  const png = new PNG({ width: 320, height: 240 });
  for (let index = 0; index < png.width * png.height; index += 1) {
    const stripe = Math.floor((index % png.width) / 40) % 3;
    png.data.set([stripe === 0 ? 200 : 40, stripe === 1 ? 160 : 60, stripe === 2 ? 220 : 80, 255], index * 4);
  }
  return { name: 'luggage.png', mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

/** Staff sign-in at the business URL with the outbox's business code; ends on the shop's day. */
export async function logInStaff(page: Page, phone: string) {
  await page.goto('/#/bussiness/login');
  await page.getByLabel('phone number').fill(phone);
  await page.getByRole('button', { name: 'get code' }).click();
  await expect(page.getByRole('button', { name: /^resend in \d+ s$/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestSmsCode(phone));
  await page.getByRole('button', { name: 'log in' }).click();
  await expect(page.getByRole('heading', { name: 'my shop', level: 1 })).toBeVisible();
}

/** True once every photo of the luggage on the page named `name` has loaded (a signed URL that serves an image). */
export async function photosLoaded(page: Page, name: RegExp): Promise<boolean> {
  const photos = page.getByRole('img', { name });
  if ((await photos.count()) === 0) return false;
  return photos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0));
}
