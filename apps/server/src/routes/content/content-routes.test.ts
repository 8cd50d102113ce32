import { CONTENT_PAGE_NAMES, clientConfigEndpoint, contentPageEndpoint, type ContentPageResponse } from '@luggage/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContentPages } from '../../db/seed/seed-content-pages';
import { serverPaths } from '../../paths';
import { signedGet } from '../../test/signed-request';
import { createTestApp, expectContent, expectFailure } from '../../test/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedContentPages(testApp.database.db, serverPaths.seedData);
});
afterAll(() => testApp.close());

const get = (params: Record<string, string>, headers: Record<string, string> = {}) =>
  testApp.app.inject(signedGet(contentPageEndpoint.path, params, { headers }));
const page = async (name: string, lang: string) => expectContent(await get({ name, lang }), contentPageEndpoint);
/** Every text of a page (title, headings, paragraphs, questions, answers) as one string. */
const allText = (content: ContentPageResponse) => JSON.stringify(content.sections);
const faqEntry = (content: ContentPageResponse, id: string) =>
  content.sections.flatMap((section) => (section.kind === 'faq' ? section.entries : [])).find((entry) => entry.id === id);

describe('GET /api/content/page/', () => {
  const titles: Record<string, [string, string]> = {
    guide: ['service guide', '服务指南'],
    about: ['about us', '关于我们'],
    notice: ['notice', '公告'],
    help: ['help', '帮助'],
    questions: ['common questions', '常见问题'],
    rule: ['service rules', '服务规则'],
    rule2: ['storage rules', '寄存规则'],
    safe: ['storage safety guarantee', '寄存安全保障'],
    agreement: ['user agreement', '用户协议'],
    privacy: ['privacy policy', '隐私政策'],
    staffprivacy: ['privacy policy for shop staff', '门店员工隐私政策'],
  };

  it.each(CONTENT_PAGE_NAMES.flatMap((name) => [[name, 'en', titles[name]![0]] as const, [name, 'zh-CN', titles[name]![1]] as const]))(
    '%s in %s is "%s" with sections in that language',
    async (name, lang, title) => {
      const content = await page(name, lang);
      expect(content).toMatchObject({ name, language: lang, title });
      expect(content.sections.length).toBeGreaterThan(0);
      expect(/[\u4e00-\u9fff]/.test(allText(content))).toBe(lang === 'zh-CN');
      expect(new Date(content.updatedAt).getTime()).not.toBeNaN();
    },
  );

  it('the guide gives the three steps of the spec', async () => {
    const headings = (await page('guide', 'en')).sections.map((section) => section.heading);
    expect(headings).toEqual([
      'Step 1: search a place and tap a yellow marker',
      'Step 2: fill in the storage info and complete the booking',
      'Step 3: open my orders, navigate to the shop and show the storage voucher',
    ]);
    expect(allText(await page('guide', 'en'))).toContain('without a booking order the shop cannot accept your luggage');
  });

  it('the FAQ covers the topics of the spec, in both languages with the same ids', async () => {
    const en = await page('questions', 'en');
    const zh = await page('questions', 'zh-CN');
    expect(en.sections.map((section) => section.heading)).toEqual([
      'How to store luggage',
      'Finding the shop',
      'Closed shops',
      'Refunds and cancelling',
      'Changing shop',
      'Storage dates and luggage count',
    ]);
    const ids = (content: ContentPageResponse) =>
      content.sections.flatMap((section) => (section.kind === 'faq' ? section.entries.map((entry) => entry.id) : []));
    expect(ids(zh)).toEqual(ids(en));
  });

  it.each([
    ['cannot-find-shop', ['use navigation', 'call the shop'], ['导航', '致电商户']],
    ['shop-closed', ['during its business hours', 'outside its business hours', 'wait', 'change the order', 'cancel it', 'call the shop'], ['营业时间内', '营业时间以外', '等待', '修改', '取消订单', '致电商户']],
    ['no-storage-service', ['call the shop', 'change or cancel the order in the app'], ['致电商户', '在应用中修改、取消订单']],
    ['cancel', ['before your luggage is stored', 'until 24:00 of the storage date'], ['寄存之前', '寄存日期当天 24:00']],
    ['voucher-unlocked', ['Once the voucher is unlocked the luggage counts as stored', 'cannot be cancelled'], ['一经解锁即视为已寄存', '不能取消']],
  ])('the FAQ answer %s says what the spec says', async (id, englishParts, chineseParts) => {
    const english = faqEntry(await page('questions', 'en'), id)?.answer.join(' ');
    const chinese = faqEntry(await page('questions', 'zh-CN'), id)?.answer.join('');
    for (const part of englishParts) expect(english).toContain(part);
    for (const part of chineseParts) expect(chinese).toContain(part);
  });

  it('the storage rules name prohibited items, per item per day pricing and Shanghai days', async () => {
    const text = allText(await page('rule2', 'en'));
    for (const part of ['Items that cannot be stored', 'per item per day', 'Asia/Shanghai']) expect(text).toContain(part);
  });

  it('the notice says the mini-program is not available yet (where wx_link leads without a link)', async () => {
    expect((await page('notice', 'en')).sections[0]?.heading).toBe('The mini-program is not available yet');
    expect((await page('notice', 'zh-CN')).sections[0]?.heading).toBe('小程序暂未开放');
  });

  it('without a support contact, never sends the traveller to support, and reads without the marks', async () => {
    for (const name of CONTENT_PAGE_NAMES) {
      for (const lang of ['en', 'zh-CN']) {
        const text = allText(await page(name, lang));
        expect(text).not.toMatch(/\[\[|\]\]|contact customer support|online support|联系客服|在线客服/);
        expect(text).not.toMatch(/ {2}|\s[.,;]|，。/);
      }
    }
    expect(allText(await page('safe', 'en'))).toContain('Then make your claim to the shop');
  });

  it('never invents a phone number', async () => {
    for (const name of CONTENT_PAGE_NAMES) {
      for (const lang of ['en', 'zh-CN']) expect(allText(await page(name, lang))).not.toMatch(/\d{3,}[- ]?\d{4,}/);
    }
  });

  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN', '关于我们'],
    ['en-GB,en;q=0.9', 'en', 'about us'],
    ['', 'en', 'about us'],
  ])('without lang, Accept-Language %j gives %s', async (acceptLanguage, language, title) => {
    const content = expectContent(await get({ name: 'about' }, { 'Accept-Language': acceptLanguage }), contentPageEndpoint);
    expect(content).toMatchObject({ language, title });
  });

  it('lang wins over Accept-Language', async () => {
    const content = expectContent(await get({ name: 'about', lang: 'en' }, { 'Accept-Language': 'zh-CN' }), contentPageEndpoint);
    expect(content.title).toBe('about us');
  });

  it.each([
    [{ name: 'imprint' }, 'invalid parameter: name'],
    [{ name: 'question' }, 'invalid parameter: name'],
    [{}, 'invalid parameter: name'],
    [{ name: 'about', lang: 'fr' }, 'invalid parameter: lang'],
    [{ name: 'about', lang: 'zh' }, 'invalid parameter: lang'],
  ])('refuses %o', async (params, errorMsg) => {
    expectFailure(await get(params), 200, errorMsg);
  });

  it('refuses in Chinese for a Chinese browser', async () => {
    expectFailure(await get({ name: 'imprint' }, { 'Accept-Language': 'zh-CN' }), 200, '参数错误：name');
  });

  it('a listed page missing from the table: status 0 "this page does not exist"', async () => {
    await testApp.database.db.deleteFrom('content_page').where('name', '=', 'notice').execute();
    expectFailure(await get({ name: 'notice', lang: 'en' }), 200, 'this page does not exist');
    expectFailure(await get({ name: 'notice' }, { 'Accept-Language': 'zh-CN' }), 200, '该页面不存在');
  });

  it('a page whose stored sections break the contract is a server error, not a malformed page', async () => {
    await sql`UPDATE content_page SET sections = '[{"kind":"video"}]'::jsonb WHERE name = 'rule'`.execute(testApp.database.db);
    expectFailure(await get({ name: 'rule', lang: 'en' }), 500, 'server error, please try again later');
  });
});

describe('GET /api/content/page/ with a support contact configured', () => {
  const support = { phone: '400-820-8820', wechatUrl: 'https://work.weixin.qq.com/kfid/kfc0123456789', email: null };
  let supportApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    supportApp = await createTestApp({ config: { wxMiniprogramLink: null, support } });
    await seedContentPages(supportApp.database.db, serverPaths.seedData);
  });
  afterAll(() => supportApp.close());
  const supportPage = async (name: string, lang: string) =>
    expectContent(await supportApp.app.inject(signedGet(contentPageEndpoint.path, { name, lang })), contentPageEndpoint);

  it.each([
    ['questions', 'en', 'If you still cannot find it, call the shop or contact customer support.', 'contact customer support'],
    ['questions', 'zh-CN', '如果仍然找不到，请致电商户或联系客服。', '联系客服'],
    ['about', 'en', 'for anything else, contact customer support.', 'contact customer support'],
    ['safe', 'zh-CN', '然后联系客服，提供订单、照片和价值证明。', '联系客服'],
  ])('%s in %s says to contact support and ends with how to reach it', async (name, lang, sentence, heading) => {
    const content = await supportPage(name, lang);
    expect(allText(content)).toContain(sentence);
    expect(allText(content)).not.toMatch(/\[\[|\]\]|Then make your claim to the shop|向商户提出索赔/);
    expect(content.sections.at(-1)).toEqual({ kind: 'contact', heading, contact: support });
  });

  it('/api/config/ gives the apps the same contact', async () => {
    expect(expectContent(await supportApp.app.inject(signedGet(clientConfigEndpoint.path, {})), clientConfigEndpoint).support).toEqual(support);
  });

  it('adds no contact to a page that does not refer to support', async () => {
    expect((await supportPage('guide', 'en')).sections.some((section) => section.kind === 'contact')).toBe(false);
  });
});
