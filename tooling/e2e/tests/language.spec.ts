import { expect, test } from '@playwright/test';
import { useTravellerNearPeoplesSquare } from './fixtures';

useTravellerNearPeoplesSquare();

test('switching language changes the texts and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'view nearby storage points' })).toBeVisible();
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '查看附近寄存点' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.reload();
  await expect(page.getByRole('heading', { name: '查看附近寄存点' })).toBeVisible();
});

test.describe('a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('gets Chinese by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '查看附近寄存点' })).toBeVisible();
    await expect(page.getByText(/^附近有 \d+ 个寄存点$/)).toBeVisible();
  });
});
