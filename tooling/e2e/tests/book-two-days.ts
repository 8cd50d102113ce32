import { expect, type Page } from '@playwright/test';

/** Tomorrow's calendar date in Shanghai, 'yyyy-MM-dd'. */
function shanghaiTomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(Date.now() + 24 * 60 * 60 * 1000);
}

/** Chooses `isoDate` in the date field `label`'s calendar, moving on a month when the day is in the next one. */
export async function chooseDate(page: Page, label: string, isoDate: string) {
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  const dialog = page.getByRole('dialog', { name: label });
  const day = dialog.locator(`[data-day="${isoDate}"] button`);
  await expect(dialog.getByRole('grid')).toBeVisible();
  if ((await day.count()) === 0) await dialog.getByRole('button', { name: /next month/i }).click();
  await day.click();
  await expect(dialog).toBeHidden();
}

/**
 * Fills the booking of `bags` bags from today for two days at the shop page that is open (the form starts
 * with one bag) and goes on: ends on the confirmation.
 */
export async function checkOutTwoDays(page: Page, bags: number) {
  await page.getByRole('button', { name: 'book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'book storage', level: 1 })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'bag (small item)' })).toHaveValue('1');
  for (let added = 1; added < bags; added += 1) await page.getByRole('button', { name: 'one more: bag (small item)' }).click();
  await chooseDate(page, 'end date', shanghaiTomorrow());
  await expect(page.getByText('2 days in total')).toBeVisible();
  await page.getByRole('button', { name: 'next' }).click();
  await expect(page.getByRole('region', { name: 'confirm your booking' })).toBeVisible();
}

/** Books as checkOutTwoDays and confirms: ends on the pay page, where the payment's sheet opened at once. */
export async function bookTwoDays(page: Page, bags: number) {
  await checkOutTwoDays(page, bags);
  await page.getByRole('button', { name: 'confirm booking' }).click();
  await expect(page).toHaveURL(/#\/pay\/\d+$/);
}
