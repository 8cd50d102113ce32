import { expect, test, type Page } from '@playwright/test';
import { PEOPLES_SQUARE_GPS, skipFirstVisitHint, useTravellerNearPeoplesSquare } from './fixtures';
import { WECHAT_USER_AGENT } from './wechat-simulator';

/** What a shop's marker and list row say about today: a price from, full or closed. */
const OFFER = /(from ¥\d+(\.\d+)?|full|closed)$/;

const shopMap = (page: Page) => page.getByRole('region', { name: 'map of storage points' });

/** The map draws in software on the test machine: its first paint with the markers can take a while. */
const FIRST_PAINT = { timeout: 90_000 };

// Each journey waits for the map more than once.
test.describe.configure({ timeout: 180_000 });

async function openList(page: Page) {
  await page.getByRole('button', { name: /^list of \d+ storage points$/ }).click();
  return page.getByRole('list', { name: 'storage points nearby' });
}

test.describe('a located traveller', () => {
  useTravellerNearPeoplesSquare();
  // The phone knows where it is to within 80 m.
  test.use({ geolocation: { ...PEOPLES_SQUARE_GPS, accuracy: 80 } });

  test('sees where they are, the searched place, what each shop offers today and the facts of the list', async ({ page }) => {
    await page.goto('/');
    const map = shopMap(page);

    // 'You are here': the dot in a circle 160 m across, about 39 px at zoom 14 in Shanghai.
    await expect(map.getByRole('img', { name: 'you are here' })).toBeVisible(FIRST_PAINT);
    const circle = map.getByTestId('traveller-accuracy');
    await expect(circle).toBeVisible();
    const { width, height } = (await circle.boundingBox())!;
    expect(width).toBeGreaterThan(32);
    expect(width).toBeLessThan(48);
    expect(height).toBeCloseTo(width, 0);

    // Every marker says what its shop offers today; FamilyMart is open round the clock.
    const markers = map.locator('button.luggage-map-pin');
    await expect(markers.first()).toBeVisible();
    for (const name of await markers.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))) {
      expect(name).toMatch(OFFER);
    }
    const familyMart = map.getByRole('button', { name: /^FamilyMart \(People's Square\), from ¥\d/ });
    await expect(familyMart).toHaveText(/^from ¥\d+(\.\d+)?$/);
    const tag = (await familyMart.boundingBox())!;
    expect(tag.width).toBeGreaterThanOrEqual(44);
    expect(tag.height).toBeGreaterThanOrEqual(44);
    // The dot lies under the shops' tags: a shop where the traveller stands keeps its price readable.
    const layerOf = (element: Element) => Number(getComputedStyle(element.closest('.luggage-map-traveller, .luggage-map-marker')!).zIndex);
    const dotLayer = await map.getByRole('img', { name: 'you are here' }).evaluate(layerOf);
    expect(dotLayer).toBeLessThan(await familyMart.evaluate(layerOf));

    // The list: price from, rating, open now, units left today and the distance from the traveller.
    const list = await openList(page);
    const row = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^FamilyMart \(People's Square\), from ¥/ }) });
    await expect(row).toContainText(/\d\.\d · open now · \d+ m from you · .*\d+ (suitcases?|bags?).* left$/);
    for (const facts of await list.locator('.nearby-row__facts').allTextContents()) {
      expect(facts).toMatch(/\d\.\d · (open now|opens (tomorrow )?at \d\d:\d\d|opens in \d+ days? at \d\d:\d\d) · [\d.]+ k?m from you · (.+ left|full today|closed today)$/);
    }
    await page.getByRole('button', { name: /^list of \d+ storage points$/ }).click();

    // A searched place gets its own pin, named after it, unlike the shops' tags.
    await page.getByRole('searchbox', { name: 'search a place' }).fill('people');
    await page.getByRole('button', { name: /^People's Square Station/ }).click();
    const place = map.getByRole('img', { name: "searched place: People's Square Station" });
    await expect(place).toBeVisible();
    await expect(place).toContainText("People's Square Station");
    await expect(map.getByRole('img', { name: 'you are here' })).toBeVisible();
  });
});

test.describe('a located traveller in WeChat, in Chinese', () => {
  useTravellerNearPeoplesSquare();
  test.use({ locale: 'zh-CN', userAgent: WECHAT_USER_AGENT, geolocation: { ...PEOPLES_SQUARE_GPS, accuracy: 80 } });

  test('sees 你的位置 and prices as ¥…起', async ({ page }) => {
    await page.goto('/');
    const map = page.getByRole('region', { name: '寄存点地图' });
    await expect(map.getByRole('img', { name: '你的位置' })).toBeVisible(FIRST_PAINT);
    await expect(map.getByRole('button', { name: /^全家便利店\(人民广场店\)，¥\d+(\.\d+)?起$/ })).toHaveText(/^¥\d+(\.\d+)?起$/);
    await page.getByRole('button', { name: /^列表（\d+ 个寄存点）$/ }).click();
    await expect(page.getByRole('list', { name: '附近寄存点' }).locator('.nearby-row__facts').first()).toContainText(/(营业中|(明天 |\d+ 天后 )?\d\d:\d\d 开门) · 距你 \d+ 米 · (剩余 .+|今日已满|今日休息)$/);
  });
});

test.describe('a traveller who did not share the position', () => {
  test.beforeEach(async ({ context }) => skipFirstVisitHint(context));

  test('sees no dot, and distances from the map centre', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('alertdialog', { name: 'choose a city' }).getByRole('button', { name: 'cancel' }).click();
    await expect(shopMap(page).locator('button.luggage-map-pin').first()).toBeVisible(FIRST_PAINT);
    await expect(shopMap(page).getByRole('img', { name: 'you are here' })).toHaveCount(0);
    const list = await openList(page);
    await expect(list.locator('.nearby-row__facts').first()).toContainText(/ k?m from the map centre · /);
  });
});
