import { clientConfigEndpoint, wxLinkEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../create-server';
import { signedGet, TEST_NOW } from '../../test/signed-request';
import { createTestApp, expectContent, expectFailure } from '../../test/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A second server on the same database, with a mini-program link configured. */
const serverWithLink = (wxMiniprogramLink: string) =>
  createServer({ db: testApp.database, config: { wxMiniprogramLink }, clock: () => TEST_NOW });
const linkFrom = async (app: FastifyInstance, page: string) =>
  expectContent(await app.inject(signedGet(wxLinkEndpoint.path, { page })), wxLinkEndpoint).link;

describe('GET /api/act/wx_link/', () => {
  it('without WX_MINIPROGRAM_LINK leads to our notice page', async () => {
    expect(await linkFrom(testApp.app, 'pages/index/index')).toBe('#/notice');
  });

  it('with WX_MINIPROGRAM_LINK returns it, and /api/config/ says there is a mini-program', async () => {
    const app = serverWithLink('weixin://dl/business/?t=AbC123xYz');
    expect(await linkFrom(app, 'pages/index/index')).toBe('weixin://dl/business/?t=AbC123xYz');
    expect(expectContent(await app.inject(signedGet(clientConfigEndpoint.path, {})), clientConfigEndpoint).hasMiniProgram).toBe(true);
    await app.close();
  });

  it('fills the page into a plain URL Scheme', async () => {
    const app = serverWithLink('weixin://dl/business/?appid=wx0123456789abcdef&path={page}');
    expect(await linkFrom(app, 'pages/shop/detail')).toBe('weixin://dl/business/?appid=wx0123456789abcdef&path=pages%2Fshop%2Fdetail');
    await app.close();
  });

  it.each([
    ['missing', {}],
    ['empty', { page: '' }],
    ['a URL', { page: 'https://example.com/' }],
    ['a query', { page: 'pages/index?x=1' }],
    ['over-long', { page: 'p'.repeat(101) }],
  ])('refuses a %s page', async (_name, params) => {
    expectFailure(await testApp.app.inject(signedGet(wxLinkEndpoint.path, params)), 200, 'invalid parameter: page');
  });
});
