// The browser-side measures of the performance budget (issue 17): Lighthouse 13's mobile preset (its default
// phone form factor and simulated throttling) on the consumer home, a shop page, the voucher of a paid order
// (signed in) and the business login, driving the system Chromium headless; the first-screen JavaScript of the
// home and the business login (tooling/scripts/lib/bundle-budget.mjs, the check `npm test` runs); and the bytes
// the home moves before the map library's chunk starts loading, taken from Lighthouse's network requests with the
// server's compression in effect. Imported by bench.mjs (`--only lighthouse`); lighthouse-only.mjs runs it alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { FIRST_SCREEN_BUDGETS, firstScreenFiles, gzipKiB } from '../scripts/lib/bundle-budget.mjs';
import { repoRoot } from './lib/server-process.mjs';
import { call } from './lib/signed-call.mjs';
import { median, minMedian } from './lib/stats.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The bench's travellers: 13700139100–13700139199. */
const TRAVELLER_PHONES = { first: 13_700_139_100, count: 100 };
/** The map library's chunk (maplibre-gl or mapbox-gl, and its worker): what the home's first screen must not wait for. */
const MAP_CHUNK = /\/assets\/(maplibre-gl|mapbox-gl)[^/]*\.m?js(\?|$)/;
/** The seeded shop whose page is measured. */
const SHOP_ID = 1;
const GOALS = { score: 90, tbtMs: 200, firstScreenKiB: 100, beforeMapKiB: 250 };
/** No same-run baseline exists for a page's weight: the baseline column shows what issue 17 measured before the work. */
const ISSUE_17 = { home: '33, TBT 3.4 s', shop: '54', 'voucher (signed in)': '–', 'business login': '63' };

/** The answer's content of a signed call, or throws with its errorMsg. */
async function content(origin, method, path, params, session) {
  const answer = await call(origin, method, path, params, session);
  if (!answer.json?.status) throw new Error(`${method} ${path}: ${answer.error ?? answer.json?.errorMsg ?? `HTTP ${answer.status}`}`);
  return answer.json.content;
}

/** Today in Asia/Shanghai as the API's compact day ('20261126'). */
const shanghaiToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()).replaceAll('-', '');

/**
 * Signs a traveller in through the API (code from the local SMS outbox) and books and pays (sandbox) one bag at the
 * measured shop, as tooling/e2e's placePaidOrder does: answers the session as the app stores it and the order's id.
 */
export async function paidOrderSession(consumerUrl) {
  const origin = new URL(consumerUrl).origin;
  const phone = String(TRAVELLER_PHONES.first + Math.floor(Math.random() * TRAVELLER_PHONES.count));
  await content(origin, 'POST', '/api/user/send_sms_code/', { country: '86', phone, area: 'user' });
  const { code } = await content(origin, 'GET', '/api/dev/sms_outbox/', { country: '86', phone });
  const { userId, userToken } = await content(origin, 'POST', '/api/user/login/', { country: '86', phone, code });
  const signed = { userId: String(userId), token: userToken };
  const today = shanghaiToday();
  const { addOrderToken } = await content(origin, 'POST', '/api/user/order/checkout_v2/', { storeId: SHOP_ID, goodsList: [{ goodsId: 2, count: 1 }], startDate: today, endDate: today }, signed);
  const { orderId } = await content(origin, 'POST', '/api/user/order/add/', { addOrderToken, order_from: 'web' }, signed);
  const { sheet } = await content(origin, 'GET', '/api/user/order/pay/info/', { orderId, order_from: 'web' }, signed);
  await content(origin, 'POST', '/api/sandbox/pay/', { outTradeNo: sheet.outTradeNo, outcome: 'succeeded' }, signed);
  return { session: { userId: String(userId), userToken, phone: `+86 ${phone}` }, orderId };
}

/**
 * One Lighthouse run (performance only, mobile preset) of `url` in a fresh tab of `browser`, cold: Lighthouse clears
 * the origin's storage and the browser's caches first. With `session`, the tab first stores it in localStorage as
 * the app keeps a signed-in traveller (on the origin's favicon, so that no app file is cached), clears the caches
 * itself and has Lighthouse leave the storage as it is.
 */
async function audit(browser, url, session) {
  const page = await browser.newPage();
  try {
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    if (session) {
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate((stored) => window.localStorage.setItem('luggage.session.user', stored), JSON.stringify(session));
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      flags.disableStorageReset = true;
    }
    const { lhr } = await lighthouse(url, flags, undefined, page);
    return lhr;
  } finally {
    await page.close();
  }
}

/** Attempts per run: on a loaded machine Lighthouse now and then loses the page load's trace (NO_NAVSTART) and asks for another run. */
const ATTEMPTS = 3;

/** One run of `url` that Lighthouse completed, retried when Lighthouse asks for another; throws after ATTEMPTS. */
async function completedAudit(browser, url, session, log) {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await audit(browser, url, session);
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    log(`Lighthouse on ${url}: ${lhr.runtimeError.code}; again`);
  }
}

/** The audits Lighthouse names with the largest estimated savings (ms, else bytes), as 'title (saving)'. */
export function topFindings(lhr, count = 3) {
  const findings = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && (audit.details?.overallSavingsMs > 0 || audit.details?.overallSavingsBytes > 0 || audit.metricSavings))
    .map((audit) => {
      const savingMs = audit.details?.overallSavingsMs ?? Math.max(0, ...Object.values(audit.metricSavings ?? {}).filter((value) => typeof value === 'number'));
      const savingBytes = audit.details?.overallSavingsBytes ?? 0;
      return { title: audit.title, savingMs, savingBytes, displayValue: audit.displayValue };
    })
    .filter((finding) => finding.savingMs > 0 || finding.savingBytes > 0)
    .sort((a, b) => b.savingMs - a.savingMs || b.savingBytes - a.savingBytes);
  return findings.slice(0, count).map((finding) => `${finding.title} (${[finding.savingMs > 0 ? `${Math.round(finding.savingMs)} ms` : '', finding.savingBytes > 0 ? `${Math.round(finding.savingBytes / 1024)} KiB` : '', finding.displayValue ?? ''].filter(Boolean).join(', ')})`);
}

/** Bytes transferred (compressed, headers included) by the requests that started before the map library's chunk. */
export function bytesBeforeMap(lhr) {
  const requests = lhr.audits['network-requests'].details.items;
  const mapStart = Math.min(...requests.filter((request) => MAP_CHUNK.test(request.url)).map((request) => request.networkRequestTime));
  return requests.filter((request) => request.networkRequestTime < mapStart).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** First-screen JS (gzip KiB) of `app`'s screen, measured as the `npm test` budget check measures it. */
function firstScreenKiB(app) {
  const budget = FIRST_SCREEN_BUDGETS.find((entry) => entry.app === app);
  const distDir = join(repoRoot, 'apps', app, 'dist');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  return gzipKiB(distDir, firstScreenFiles(manifest, budget.route));
}

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * The rows of the Lighthouse measures against the apps already served at `consumerUrl` and `businessUrl` (origins
 * with a trailing slash). `apiSession`, when given, is a signed-in traveller with a paid order
 * ({ session, orderId } as paidOrderSession answers); otherwise one is made through the API. Each page is
 * audited `runs` times; rows show min / median. `findings` (when passed an object) receives, per page, the top 3
 * opportunities and diagnostics of the median run.
 */
export async function measureLighthouse({ consumerUrl, businessUrl, runs = 3, apiSession, findings = {}, log = () => {} }) {
  const paid = apiSession ?? (await paidOrderSession(consumerUrl));
  const pages = [
    { name: 'home', url: new URL('#/home', consumerUrl).href },
    { name: 'shop', url: new URL(`#/shop/${SHOP_ID}`, consumerUrl).href },
    { name: 'voucher (signed in)', url: new URL(`#/credence/${paid.orderId}`, consumerUrl).href, session: paid.session, expect: /#\/credence\// },
    { name: 'business login', url: new URL('#/bussiness/login', businessUrl).href },
  ];
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const rows = [];
  let homeBytes = [];
  try {
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        log(`Lighthouse ${page.name}, run ${run + 1} of ${runs}`);
        const lhr = await completedAudit(browser, page.url, page.session, log);
        if (page.expect && !page.expect.test(lhr.finalDisplayedUrl)) throw new Error(`Lighthouse on ${page.url} ended on ${lhr.finalDisplayedUrl}: the session was not taken`);
        results.push({ score: Math.round(lhr.categories.performance.score * 100), tbt: lhr.audits['total-blocking-time'].numericValue, lhr });
      }
      const scores = results.map((result) => result.score);
      const tbts = results.map((result) => result.tbt);
      const medianRun = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
      findings[page.name] = topFindings(medianRun.lhr);
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index'].map((id) => `${medianRun.lhr.audits[id].title} ${medianRun.lhr.audits[id].displayValue}`).join(', ');
      rows.push({
        measure: `Lighthouse mobile performance: ${page.name}`,
        figure: minMedian(scores, String),
        goal: `≥ ${GOALS.score}`,
        baseline: `issue 17: ${ISSUE_17[page.name]}`,
        met: median(scores) >= GOALS.score,
        detail: `Lighthouse ${medianRun.lhr.lighthouseVersion} mobile preset, median run: ${metrics}`,
      });
      rows.push({ measure: `Lighthouse TBT: ${page.name}`, figure: minMedian(tbts, (value) => `${Math.round(value)} ms`), goal: `≤ ${GOALS.tbtMs} ms`, baseline: '', met: median(tbts) <= GOALS.tbtMs });
      if (page.name === 'home') homeBytes = results.map((result) => bytesBeforeMap(result.lhr));
    }
  } finally {
    await browser.close();
  }
  rows.push(
    ...[
      ['consumer', 'home: JS that runs before the shop list shows (gzip)', '212 KiB'],
      ['business', 'business login JS (gzip)', '193 KiB'],
    ].map(([app, measure, before]) => {
      const value = firstScreenKiB(app);
      return { measure, figure: `${value.toFixed(1)} KiB`, goal: `≤ ${GOALS.firstScreenKiB} KiB`, baseline: `issue 17: ${before}`, met: value <= GOALS.firstScreenKiB, detail: 'entry + route chunks and their static imports, from the build manifest (tooling/scripts/lib/bundle-budget.mjs)' };
    }),
  );
  rows.push({
    measure: 'home bytes on the wire before the map',
    figure: minMedian(homeBytes, kib),
    goal: `≤ ${GOALS.beforeMapKiB} KiB`,
    baseline: 'issue 17: ~1 MB',
    met: median(homeBytes) / 1024 <= GOALS.beforeMapKiB,
    detail: "transfer size of the home's requests that started before the map library's chunk, from Lighthouse's network requests (server compression in effect)",
  });
  return rows;
}
