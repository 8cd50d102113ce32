import { clientConfigEndpoint } from '@luggage/api/contract';
import { configApi } from '@luggage/api/config-api';
import { buildClientConfig } from '@luggage/api/mocks';
import { WECHAT_AUTH_HALT_KEY } from '@luggage/api/session';
import { createAppStore } from '@luggage/api/store';
import { recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAddress } from '../features/wechat-auth/page-address';
import { PENDING_AUTHORISATION_KEY } from '../features/wechat-auth/pending-authorisation';
import { renderTravellerRoute, type RenderTravellerRouteOptions } from './test/render-traveller-route';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 MicroMessenger/8.0.50 NetType/WIFI';

const configAsked = requestLog();
const server = setUpMsw(
  recordedEndpoint(clientConfigEndpoint, configAsked, () => ({ content: buildClientConfig() })),
  // The screens' own data is their own tests': refused here, never unhandled.
  http.all('*/api/*', () => HttpResponse.json({ status: 0, errorMsg: 'not part of this test' })),
);

let leaveFor: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  leaveFor = vi.fn<(url: string) => void>();
  vi.spyOn(pageAddress, 'leaveFor').mockImplementation(leaveFor);
});
afterEach(() => sessionStorage.clear());

const inWeChat = () => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);

/** Opens `path` with a new store (so it reads this browser session's storage) and the test traveller logged in unless told. */
async function open(path: string, options: RenderTravellerRouteOptions = {}) {
  const store = createAppStore();
  const rendered = await renderTravellerRoute(path, { store, ...options });
  // The screen is on: whatever the app does on arriving has started.
  await screen.findAllByRole('heading');
  return { ...rendered, store };
}

describe('sending the WeChat browser to the authorisation page', () => {
  it('goes to the authorisation page with base scope, back to #/middle, and a state saved with the route', async () => {
    inWeChat();
    await open('/shop/12?step=2');
    await waitFor(() => expect(leaveFor).toHaveBeenCalledOnce());
    const pending = JSON.parse(sessionStorage.getItem(PENDING_AUTHORISATION_KEY) ?? '{}') as { nonce: string; route: string };
    expect(pending.route).toBe('/shop/12?step=2');
    expect(pending.nonce).toMatch(/^[A-Za-z0-9]{16,32}$/);
    const { origin, pathname } = window.location;
    expect(leaveFor).toHaveBeenCalledWith(
      `${origin}/connect/oauth2/authorize?appid=wx0123456789abcdef&redirect_uri=${encodeURIComponent(`${origin}${pathname}#/middle`)}` +
        `&response_type=code&scope=snsapi_base&state=${pending.nonce}#wechat_redirect`,
    );
    expect(configAsked).toHaveLength(1);
  });

  it("goes to WeChat's own page when the server names it", async () => {
    inWeChat();
    const config = buildClientConfig({ wechat: { appId: 'wx9999999999999999', authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize' } });
    server.use(recordedEndpoint(clientConfigEndpoint, configAsked, () => ({ content: config })));
    await open('/orders');
    await waitFor(() => expect(leaveFor).toHaveBeenCalledOnce());
    expect(leaveFor.mock.calls[0]![0]).toMatch(/^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=wx9999999999999999&redirect_uri=/);
  });

  it.each<[string, string, RenderTravellerRouteOptions, () => void]>([
    ['outside WeChat', '/orders', {}, () => undefined],
    ['for a guest', '/shop/12', { isGuest: true }, inWeChat],
    ['in the business area', '/bussiness/orders', {}, inWeChat],
    ['on the login page', '/login', {}, inWeChat],
    ['after a denial in this browser session', '/orders', {}, () => {
      inWeChat();
      sessionStorage.setItem(WECHAT_AUTH_HALT_KEY, 'denied');
    }],
    ['after a failure in this browser session', '/orders', {}, () => {
      inWeChat();
      sessionStorage.setItem(WECHAT_AUTH_HALT_KEY, 'failed');
    }],
    ['when the openid is known', '/orders', { traveller: { wechat: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', code: 'c1' } } }, inWeChat],
  ])('does not happen %s', async (_name, path, options, arrange) => {
    arrange();
    const { store } = await open(path, options);
    expect(configApi.endpoints.clientConfig.select()(store.getState()).isUninitialized).toBe(true);
    expect(leaveFor).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_AUTHORISATION_KEY)).toBeNull();
  });
});

