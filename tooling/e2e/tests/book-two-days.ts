import { expect, type Page } from '@playwright/test';

/** Books `bags` bags from today for two days at the shop page that is open, and ends on the pay page. */
export async function bookTwoDays(page: Page, bags: number) {
  await page.getByRole('button', { name: 'book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'book storage', level: 1 })).toBeVisible();
  for (let added = 0; added < bags; added += 1) await page.getByRole('button', { name: 'one more: bag (small item)' }).click();
  const start = await page.getByLabel('start date').inputValue();
  const next = new Date(`${start}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  await page.getByLabel('end date').fill(next.toISOString().slice(0, 10));
  await expect(page.getByText('2 days in total')).toBeVisible();
  await page.getByRole('button', { name: 'next' }).click();
  await page.getByRole('button', { name: 'confirm booking' }).click();
  await expect(page).toHaveURL(/#\/pay\/\d+$/);
}
