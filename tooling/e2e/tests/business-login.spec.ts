import { expect, test } from '@playwright/test';
import { BUSINESS_URL } from './urls';

test('the business URL shows the business login', async ({ page }) => {
  await page.goto(BUSINESS_URL);
  await expect(page.getByRole('heading', { name: 'business login' })).toBeVisible();
  await expect(page).toHaveURL(/#\/bussiness\/login$/);
  await expect(page.getByLabel('phone number')).toBeVisible();
  await expect(page.getByLabel('SMS code')).toBeVisible();
});
