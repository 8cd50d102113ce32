import type { Session } from '@luggage/api/session';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { placePaidOrder, signInWithApi, useStoredSession } from './api-session';
import { startMap, useTravellerNearPeoplesSquare } from './fixtures';
import { consentBox } from './log-in';
import { textLines } from './text-lines';
import { BUSINESS_URL, CONSUMER_URL } from './urls';
import { WECHAT_USER_AGENT } from './wechat-simulator';

// The small things that make a traveller trust the apps (issue 13, 'polish everywhere'), on a 375×812 phone.
// The map, signing in and the staff screens take their time on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 375, height: 812 } });
useTravellerNearPeoplesSquare();

/** This file's own phones (see README). */
const TRAVELLER = '13800138402';
/** Staff (not owner) of shop 1 in the seed (apps/server/README.md, demo accounts). */
const SHOP_STAFF = '13900000001';

/** The rendered width and height of each element `locator` finds, with its text. */
async function boxes(locator: Locator): Promise<{ text: string; width: number; height: number }[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return { text: (element as HTMLElement).innerText.trim(), width, height };
    }),
  );
}

/** Expects `locator` to find something, and every element it finds to be at least 44 × 44 px, naming the ones that are not. */
async function expectTapTargets(locator: Locator) {
  await expect(locator.first()).toBeVisible();
  for (const { text, width, height } of await boxes(locator)) {
    expect({ text, isTall: height >= 44, isWide: width >= 44 }).toEqual({ text, isTall: true, isWide: true });
  }
}

test('tap targets are 44 px at least: the home chips, the city, the language switch, the top bar, the small links of the sign-ins', async ({ page }) => {
  await page.goto('/#/home');
  const chips = page.getByRole('navigation').locator('.lg-pill');
  await expect(chips.first()).toBeVisible();
  await expectTapTargets(chips);
  await expectTapTargets(page.getByRole('link', { name: /choose another city$/ }));
  await expectTapTargets(page.getByRole('searchbox', { name: 'search a place' }));
  await expectTapTargets(page.getByRole('button', { name: '中文' }).locator('xpath=..').getByRole('button'));
  // The home's top bar holds two controls (the main website, the menu): neither is squeezed.
  await expectTapTargets(page.locator('.lg-top-bar__control'));

  await page.goto('/#/login');
  await expectTapTargets(page.getByRole('link', { name: '+86, change the country or region code' }));
  await page.goto(`${BUSINESS_URL}/#/bussiness/login`);
  await expectTapTargets(page.getByRole('link', { name: 'invited by a shop? confirm your invitation' }));
  await page.goto(`${BUSINESS_URL}/#/send/bind`);
  await expectTapTargets(page.getByRole('link', { name: 'already working at a shop? log in' }));
});

test('a long placeholder of the home’s search ends in an ellipsis instead of being cut off', async ({ page }) => {
  await page.goto('/#/home');
  await expect(page.getByRole('searchbox', { name: 'search a place' })).toHaveCSS('text-overflow', 'ellipsis');
});

/** Whether the list toggle and 'my nearby' sit wholly below `credits`. */
async function expectCreditsAboveBottomRow(page: Page, credits: Locator): Promise<void> {
  await expect(credits).toBeVisible({ timeout: 60_000 });
  const creditsBox = (await credits.boundingBox())!;
  for (const control of [page.getByRole('button', { name: /^list of \d+ storage points$/ }), page.getByRole('button', { name: 'my nearby' })]) {
    const box = (await control.boundingBox())!;
    expect({ control: await control.textContent(), isBelowCredits: box.y >= creditsBox.y + creditsBox.height }).toEqual({
      control: await control.textContent(),
      isBelowCredits: true,
    });
  }
}

test('the map’s credits never run under its bottom row (list toggle, my nearby) on a phone, on the still preview as on the map', async ({ page }) => {
  await page.goto('/#/home?city=1');
  await expectCreditsAboveBottomRow(page, page.locator('.luggage-map-preview__credits'));
  await startMap(page.getByRole('region', { name: 'map of storage points' }));
  await expectCreditsAboveBottomRow(page, page.locator('.maplibregl-ctrl-attrib'));
});

test('shop tags never cover each other: a crowded one folds to a dot that still names its shop', async ({ page }) => {
  await page.goto('/#/home?city=1');
  const pins = page.locator('.luggage-map-marker');
  await expect(pins.first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.luggage-map-marker--crowded').first()).toBeAttached();
  const shown = await page.locator('.luggage-map-marker:not(.luggage-map-marker--crowded) .luggage-map-pin__tag').evaluateAll((tags) =>
    tags.map((tag) => tag.getBoundingClientRect()).map(({ left, top, right, bottom }) => ({ left, top, right, bottom })),
  );
  const overlapping = shown.flatMap((a, i) =>
    shown.slice(i + 1).filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom),
  );
  expect(overlapping).toEqual([]);
  await expect(page.locator('.luggage-map-marker--crowded button').first()).toHaveAccessibleName(/, (from ¥\d+(\.\d+)?|full|closed)$/);
});

test("first paint: index.html of both apps holds the frame titled with the app's name and a skeleton, shown before any script runs", async ({ browser }) => {
  for (const url of [CONSUMER_URL, BUSINESS_URL]) {
    const html = await (await fetch(`${url}/`)).text();
    expect(html).toMatch(/<div id="root"><div class="boot-shell" aria-busy="true"><div class="boot-shell__bar">/);
    // The icon comes inside the page (tooling/vite-config/inline-favicon.js): no request of its own.
    expect(html).toContain('<link rel="icon" href="data:image/svg+xml,%3Csvg');
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const iconRequests: string[] = [];
    page.on('request', (request) => {
      if (/favicon/.test(request.url())) iconRequests.push(request.url());
    });
    await page.goto(`${url}/`);
    await expect(page.locator('.boot-shell__bar')).toHaveCSS('height', '44px');
    // Text, the page's title, is there before any script: the first contentful paint does not wait for the app.
    await expect(page.locator('.boot-shell__bar')).toHaveText(await page.title());
    expect(await page.title()).toContain('Luggage storage');
    await expect(page.locator('.boot-shell__line').first()).toBeVisible();
    // The skeleton is drawn (grey lines on the page), not an empty white page.
    const png = PNG.sync.read(await page.screenshot());
    const colours = new Set<string>();
    for (let index = 0; index < png.data.length; index += 4 * 97) colours.add(png.data.subarray(index, index + 3).join(','));
    expect(colours.size).toBeGreaterThan(2);
    expect(iconRequests).toEqual([]);
    await context.close();
  }
});

test.describe('in WeChat, in Chinese', () => {
  test.use({ locale: 'zh-CN', userAgent: WECHAT_USER_AGENT });

  test('text does not wait for a web font: the UI uses the phone’s own CJK fonts and loads none', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/#/help');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fonts).toEqual([]);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toContain('"PingFang SC"');
    expect(family).toContain('"Noto Sans CJK SC"');
    expect(family).not.toContain('"Noto Sans SC"');
  });
});

/** Opens `path` of `origin` in a fresh page of `page`'s browser, signed in with `session` of `area`. */
async function signedInPage(page: Page, origin: string, area: 'user' | 'business', session: Session, path: string): Promise<Page> {
  const context = page.context();
  await useStoredSession(context, origin, area, session);
  await page.goto(`${origin}/#/${path}`);
  return page;
}

test.describe('signed in', () => {
  // Each test signs its own phone in (a phone may ask for a code once a minute).

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });

    test('the booking confirmation keeps 返回修改 and 确认预约 on one line each', async ({ page }) => {
      const traveller = await signInWithApi(CONSUMER_URL, TRAVELLER, 'user');
      await signedInPage(page, CONSUMER_URL, 'user', traveller, 'book/1');
      await expect(page.getByRole('heading', { name: '预约寄存', level: 1 })).toBeVisible();
      const more = page.getByRole('button', { name: /^增加一件：/ }).last();
      if (await page.getByRole('button', { name: '下一步' }).isDisabled()) await more.click();
      await page.getByRole('button', { name: '下一步' }).click();
      for (const name of ['返回修改', '确认预约']) expect(await textLines(page.getByRole('button', { name, exact: true }))).toBe(1);
    });
  });

  test('the voucher’s “view the order” and the order’s “all order details” are 44 px tap targets', async ({ page }) => {
    const traveller = await signInWithApi(CONSUMER_URL, '13700139503', 'user');
    const orderId = await placePaidOrder(CONSUMER_URL, traveller, 1);
    await signedInPage(page, CONSUMER_URL, 'user', traveller, `credence/${orderId}`);
    await expectTapTargets(page.getByRole('link', { name: 'view the order' }));
    await page.goto(`/#/order/${orderId}`);
    await expectTapTargets(page.getByRole('link', { name: 'all order details' }));
  });

  test('a wrong code’s refusal is a toast that goes away by itself, leaving what was typed', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByLabel('phone number').fill('13800138403');
    await consentBox(page).check();
    await page.getByRole('button', { name: 'send code' }).click();
    await expect(page.getByRole('button', { name: /^resend in \d+ s$/ })).toBeDisabled();
    await page.getByLabel('SMS code').fill('000000');
    await page.getByRole('button', { name: 'log in' }).click();
    const refusal = page.getByRole('status', { name: 'notifications' }).getByText('the code is wrong, please check it and try again');
    await expect(refusal).toBeVisible();
    await expect(refusal).toBeHidden({ timeout: 8_000 });
    await expect(page.getByLabel('SMS code')).toHaveValue('000000');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('staff: the statistics table scrolls sideways with a shadow; the walk-in’s “add a photo” goes once a photo is added', async ({ page }) => {
    const staff = await signInWithApi(BUSINESS_URL, SHOP_STAFF, 'business');
    await signedInPage(page, BUSINESS_URL, 'business', staff, 'bussiness/stats');
    const region = page.getByRole('region', { name: /scrollable table$/ }).first();
    await expect(region).toBeVisible({ timeout: 60_000 });
    const looks = await region.evaluate((element) => ({
      scrolls: getComputedStyle(element).overflowX === 'auto' && element.scrollWidth > element.clientWidth,
      hasShadow: /radial-gradient/.test(getComputedStyle(element).backgroundImage),
      fitsTheScreen: element.getBoundingClientRect().right <= window.innerWidth,
    }));
    expect(looks).toEqual({ scrolls: true, hasShadow: true, fitsTheScreen: true });

    await page.goto(`${BUSINESS_URL}/#/bussiness/walk-in`);
    await page.getByLabel('traveller name').fill('Li Lei');
    await page.getByRole('button', { name: /^collected ¥\d+\.\d{2}, create$/ }).click();
    const missing = page.getByRole('alert').filter({ hasText: 'add at least one uploaded photo' });
    await expect(missing).toBeVisible();
    const png = new PNG({ width: 64, height: 48 });
    png.data.fill(180);
    await page.getByLabel('take a photo').setInputFiles({ name: 'luggage.png', mimeType: 'image/png', buffer: PNG.sync.write(png) });
    await expect(missing).toBeHidden();
  });
});
