import { readFileSync } from 'node:fs';
import type { Session } from '@luggage/api/session';
import { devices, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { callApi, placePaidOrder, signInWithApi, useStoredSession } from './api-session';
import { seriousViolations } from './axe';
import { PEOPLES_SQUARE_GPS, skipFirstVisitHint } from './fixtures';
import { layoutProblems } from './layout-problems';
import { BUSINESS_URL, CONSUMER_URL } from './urls';
import { WECHAT_USER_AGENT } from './wechat-simulator';

// Every route of both apps, as a traveller in WeChat (zh-CN) and a visitor in mobile Safari (English) on a
// 375×812 phone: no serious accessibility violation, no wrapped button label, nothing wider than the
// screen that does not scroll, no raw status code or route in the text, no 'boots'.

/** This file's own phones (see README: each spec signs in its own). */
const TRAVELLER = '13800138401';
/** Staff of the first shop in the seed (apps/server/README.md, demo accounts; shared with polish.spec.ts). */
const SHOP_STAFF = '13900000001';
const BOOKED_SHOP = 1;

/** The two ways a phone opens the apps. */
const LANGUAGES = [
  { name: 'zh-CN', locale: 'zh-CN', userAgent: WECHAT_USER_AGENT, appLanguage: null },
  { name: 'English', locale: 'en-US', userAgent: devices['iPhone 13'].userAgent, appLanguage: 'en' },
] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * The consumer routes (apps/consumer/src/app/routes.tsx), ':order' standing for the traveller's paid order,
 * ':share' for the traveller's share code (their own link: the invitation says it is not for them).
 */
const CONSUMER_ROUTES = [
  '',
  'home',
  'help',
  'question?id=refund',
  'city',
  'map',
  'shop/1',
  'share',
  'share?from=:share',
  'login',
  'country',
  'phone',
  'center',
  'book/1',
  'cancel?id=:order',
  'reason?id=:order',
  'reason2?id=:order',
  'apply?id=:order',
  'applytip?id=:order',
  'edit?id=:order',
  'edited?id=:order',
  'review?id=:order',
  'orders',
  'order/:order',
  'detail/:order',
  'credence/:order',
  'pay/:order',
  'middle',
  'guide',
  'about',
  'notice',
  'questions',
  'rule',
  'rule2',
  'safe',
  'agreement',
  'privacy',
  'coupons',
  'coupon?id=2',
  'coupon',
  'comments?storeId=1',
  'cash',
  'qrcode',
  'withdraw',
  'verify',
  'nocode',
  'combo/orders',
  'combo/order/:order',
  'combo/refund/:order',
  'combo/1',
  'bill/:order',
  'no-such-page',
];

/** The business routes (apps/business/src/app/routes.tsx). */
const BUSINESS_ROUTES = [
  '',
  'bussiness/login',
  'send/bind',
  'privacy',
  'bussiness',
  'bussiness/orders',
  'bussiness/bind',
  'bussiness/counter',
  'bussiness/walk-in',
  'bussiness/settings',
  'bussiness/stats',
  'bussiness/requests',
  'bussiness/reviews',
  'no-such-page',
];

/**
 * axe rules off on one route, with the reason. The city buttons are named by the city alone and described by
 * their province and 'not covered yet', which axe's label-in-name heuristic cannot tell from a label.
 */
const SKIPPED_RULES: Record<string, string[]> = { city: ['label-content-name-mismatch'] };

/** The route paths routes.tsx declares (screenRoute('…'), path: '…', the placeholder and information page lists). */
function declaredPaths(app: 'consumer' | 'business'): string[] {
  const source = readFileSync(new URL(`../../../apps/${app}/src/app/routes.tsx`, import.meta.url), 'utf8');
  const quoted = (pattern: RegExp) => [...source.matchAll(pattern)].map((match) => match[1] ?? '');
  const infoPages = /INFO_PAGES = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const paths = [
    ...quoted(/screenRoute\(\s*'([^']+)'/g),
    ...quoted(/path: '([^'*]+)'/g),
    ...quoted(/\['([^']+)', '\w+'\]/g),
    ...[...infoPages.matchAll(/'(\w+)'/g)].map((match) => match[1] ?? ''),
  ];
  return paths.filter((path) => path !== '/');
}

/** A route of the suite as routes.tsx spells it: no query, ids as ':id'. */
const asDeclared = (route: string) => route.split('?')[0]?.replace(/\/(:order|\d+)$/, '/:id') ?? '';

test('the suite visits every route routes.tsx declares', () => {
  for (const [app, routes] of [
    ['consumer', CONSUMER_ROUTES],
    ['business', BUSINESS_ROUTES],
  ] as const) {
    const visited = new Set(routes.map(asDeclared));
    expect(declaredPaths(app).filter((path) => !visited.has(path)), `${app} routes the suite does not visit`).toEqual([]);
  }
});

/** A phone in `language` with the location allowed near People's Square and the first-visit hint seen. */
async function phoneContext(browser: Browser, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: language.locale,
    userAgent: language.userAgent,
    geolocation: PEOPLES_SQUARE_GPS,
    permissions: ['geolocation'],
  });
  await skipFirstVisitHint(context);
  if (language.appLanguage) await context.addInitScript((lang) => window.localStorage.setItem('luggage.lang', lang), language.appLanguage);
  return context;
}

/** Answers a function telling whether `page` has no request in flight. */
function idleNetwork(page: Page): () => boolean {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight <= 0;
}

/** Opens `url` (the first time a fresh load, then as the app's links do) and waits until the screen has loaded its data. */
async function openRoute(page: Page, url: string, isIdle: () => boolean): Promise<string[]> {
  await page.goto(url);
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const isBusy = !isIdle() || (await page.locator('[aria-busy="true"]').count()) > 0;
    if (isBusy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 400) return [];
    await page.waitForTimeout(100);
  }
  return ['still loading after 30 s'];
}

/** Visits each route at `origin`, checking each in its own step; every problem is a soft failure 'language #/route: problem'. */
async function checkRoutes(page: Page, language: Language, origin: string, routes: string[]): Promise<void> {
  const isIdle = idleNetwork(page);
  for (const route of routes) {
    await test.step(`#/${route}`, async () => {
      const found = [
        ...(await openRoute(page, `${origin}/#/${route}`, isIdle)),
        ...(await seriousViolations(page, SKIPPED_RULES[route] ?? [])).map((violation) => `axe ${violation}`),
        ...(await layoutProblems(page)),
      ];
      expect.soft(found.map((problem) => `${language.name} #/${route}: ${problem}`)).toEqual([]);
    });
  }
}

test.describe('every route at 375×812', () => {
  // About 10 s a route on a busy machine (the first load, axe, the layout checks).
  test.describe.configure({ timeout: 900_000 });
  let traveller: Session;
  let staff: Session;
  let orderId: string;
  let shareCode: string;

  test.beforeAll(async () => {
    traveller = await signInWithApi(CONSUMER_URL, TRAVELLER, 'user');
    staff = await signInWithApi(BUSINESS_URL, SHOP_STAFF, 'business');
    orderId = await placePaidOrder(CONSUMER_URL, traveller, BOOKED_SHOP);
    const share = await callApi<{ mine: { shareCode: string } }>(CONSUMER_URL, { method: 'GET', path: '/api/act/share_new/', params: {} }, traveller);
    shareCode = share.mine.shareCode;
  });

  for (const language of LANGUAGES) {
    test(`the consumer app in ${language.name}`, async ({ browser }) => {
      const context = await phoneContext(browser, language);
      await useStoredSession(context, CONSUMER_URL, 'user', traveller);
      const page = await context.newPage();
      // Inside WeChat, a logged-in traveller goes to the authorisation page once (this server's local one).
      await page.goto(`${CONSUMER_URL}/#/center`);
      if (language.userAgent === WECHAT_USER_AGENT) {
        await page.getByRole('button', { name: /^(允许|Allow)$/ }).click();
        await expect(page).toHaveURL(`${CONSUMER_URL}/#/center`);
      }
      await checkRoutes(page, language, CONSUMER_URL, CONSUMER_ROUTES.map((route) => route.replace(':order', orderId).replace(':share', shareCode)));
      await context.close();
    });

    test(`the business app in ${language.name}`, async ({ browser }) => {
      const context = await phoneContext(browser, language);
      await useStoredSession(context, BUSINESS_URL, 'business', staff);
      await checkRoutes(await context.newPage(), language, BUSINESS_URL, BUSINESS_ROUTES);
      await context.close();
    });
  }
});
