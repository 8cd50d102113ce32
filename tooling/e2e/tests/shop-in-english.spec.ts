import { expect, test } from '@playwright/test';
import { placePaidOrder, signInWithApi, useStoredSession } from './api-session';
import { useTravellerNearPeoplesSquare } from './fixtures';
import { CONSUMER_URL } from './urls';
import { WECHAT_USER_AGENT } from './wechat-simulator';

useTravellerNearPeoplesSquare();

// Seed shop 2: open 06:00–24:00 on weekdays and 07:00–24:00 at weekends, stores suitcases and bags.
test('in English the shop page names the goods, writes the hours and the address in English, and shows the Chinese address to a taxi driver', async ({ page }) => {
  await page.goto('/#/shop/2?step=2');
  await expect(page.getByRole('heading', { level: 2, name: "Home Inn (Shanghai People's Square)" })).toBeVisible();
  await expect(page.getByText('suitcase (large item)')).toBeVisible();
  await expect(page.getByText('bag (small item)')).toBeVisible();
  await expect(page.getByText('Mon–Fri 06:00–24:00')).toBeVisible();
  await expect(page.getByText('Sat–Sun 07:00–24:00')).toBeVisible();
  await expect(page.getByText('555 Fuzhou Road, Huangpu District, Shanghai')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).not.toContainText(/boots|周[一二三四五六日]|福州路/);

  await page.getByRole('button', { name: 'show to taxi driver' }).click();
  const taxi = page.getByRole('alertdialog', { name: 'show this to the driver' });
  await expect(taxi.getByText('如家酒店(上海人民广场店)')).toBeVisible();
  const address = taxi.getByText('上海市黄浦区福州路555号（近浙江中路）');
  await expect(address).toBeVisible();
  // Large enough to read at arm's length.
  expect(Number.parseFloat(await address.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(24);
  await taxi.getByRole('button', { name: 'close' }).click();
  await expect(taxi).toBeHidden();
});

// Seed shop 14, in 静安区: the district's English has the pinyin apostrophe.
test("in English a shop in 静安区 is in Jing'an District", async ({ page }) => {
  await page.goto('/#/shop/14');
  await expect(page.getByRole('heading', { level: 2, name: "7-Eleven (Jing'an Temple)" })).toBeVisible();
  await expect(page.getByText("68 Yuyuan Road, Jing'an District, Shanghai")).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/Jingan/i);
});

test("in English a traveller's order gives the shop's English address too", async ({ page, context }) => {
  const traveller = await signInWithApi(CONSUMER_URL, '13700139504', 'user');
  const orderId = await placePaidOrder(CONSUMER_URL, traveller, 2);
  await useStoredSession(context, CONSUMER_URL, 'user', traveller);
  await page.goto(`/#/order/${orderId}`);
  await expect(page.getByRole('heading', { level: 2, name: "Home Inn (Shanghai People's Square)" })).toBeVisible();
  await expect(page.getByText('555 Fuzhou Road, Huangpu District, Shanghai')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('福州路');
});

test.describe('in WeChat in Chinese', () => {
  test.use({ locale: 'zh-CN', userAgent: WECHAT_USER_AGENT });

  test('the same shop page writes the hours and the address in Chinese', async ({ page }) => {
    await page.goto('/#/shop/2?step=2');
    await expect(page.getByRole('heading', { level: 2, name: '如家酒店(上海人民广场店)' })).toBeVisible();
    await expect(page.getByText('行李箱（大件）')).toBeVisible();
    await expect(page.getByText('周一至周五 06:00–24:00')).toBeVisible();
    await expect(page.getByText('周六至周日 07:00–24:00')).toBeVisible();
    await expect(page.getByText('上海市黄浦区福州路555号（近浙江中路）')).toBeVisible();
    await page.getByRole('button', { name: '出示给司机' }).click();
    await expect(page.getByRole('alertdialog', { name: '请司机送我到这里' }).getByText('上海市黄浦区福州路555号（近浙江中路）')).toBeVisible();
  });
});
