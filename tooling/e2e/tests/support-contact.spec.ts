import { expect, test } from '@playwright/test';
import { WECHAT_CONSUMER_URL } from './urls';

// 'Online support' leads to a real contact or is not mentioned (issue 13, 'no dead ends'). The suite's main server
// has a support phone and email (playwright.config.ts); its WeChat server, like a fresh install, has none.
test.use({ viewport: { width: 375, height: 812 } });

test('with a support contact, the pages that refer to support end with it as links, in both languages', async ({ page }) => {
  await page.goto('/#/about');
  const links = page.getByRole('list', { name: 'ways to reach customer support' });
  await expect(page.getByRole('heading', { name: 'contact customer support', level: 2 })).toBeVisible();
  await expect(links.getByRole('link', { name: 'call 400-820-8820' })).toHaveAttribute('href', 'tel:4008208820');
  await expect(links.getByRole('link', { name: 'email help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
  await expect(page.getByText(/for anything else, contact customer support\./)).toBeVisible();

  await page.goto('/#/question?id=cannot-find-shop');
  await expect(page.getByText('If you still cannot find it, call the shop or contact customer support.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'call 400-820-8820' })).toBeVisible();

  await page.evaluate(() => window.localStorage.setItem('luggage.lang', 'zh-CN'));
  await page.goto('/#/safe');
  await page.reload();
  await expect(page.getByRole('heading', { name: '联系客服', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: '致电 400-820-8820' })).toBeVisible();
});

test('without one, no page sends the traveller to a support that cannot be reached', async ({ page }) => {
  for (const path of ['#/about', '#/questions', '#/safe', '#/help?tab=0']) {
    await page.goto(`${WECHAT_CONSUMER_URL}/${path}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/customer support|online support/);
    await expect(page.getByRole('list', { name: 'ways to reach customer support' })).toHaveCount(0);
  }
});
