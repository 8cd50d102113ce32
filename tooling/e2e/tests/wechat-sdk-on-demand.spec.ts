import { expect, test } from '@playwright/test';
import { skipFirstVisitHint } from './fixtures';

test.beforeEach(async ({ context }) => skipFirstVisitHint(context));

test('outside WeChat the JS-SDK is never downloaded, not even when sharing a shop', async ({ page, context }) => {
  // The JS-SDK's own code (weixin-js-sdk) asks WeChat's bridge to 'preVerifyJSAPI' in wx.config.
  const scripts: Promise<{ url: string; hasSdk: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => ({ url: response.url(), hasSdk: text.includes('preVerifyJSAPI') })));
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/#/home');
  await expect(page.getByRole('heading', { name: 'view nearby storage points' })).toBeVisible();
  await page.goto('/#/shop/1');
  await page.getByRole('button', { name: 'share', exact: true }).click();
  await expect(page.getByText('link copied').or(page.getByRole('alertdialog', { name: 'share with friends' }))).toBeVisible();
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((script) => script.hasSdk || /\/wechat-sdk-[\w-]+\.js$/.test(script.url))).toEqual([]);
});
