import { clientConfigEndpoint, ERROR_MESSAGES, wechatOpenidEndpoint } from '@luggage/api/contract';
import { buildClientConfig, mockEndpoint } from '@luggage/api/mocks';
import { SESSION_STORAGE_KEYS, WECHAT_AUTH_HALT_KEY } from '@luggage/api/session';
import { expectSentToLogin, recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';
import { pageAddress } from '../features/wechat-auth/page-address';
import { PENDING_AUTHORISATION_KEY, savePendingAuthorisation } from '../features/wechat-auth/pending-authorisation';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 MicroMessenger/8.0.50 NetType/WIFI';
const NONCE = 'N'.repeat(32);

/** The codes the exchange was sent. */
const exchanged = requestLog();
const server = setUpMsw(
  mockEndpoint(clientConfigEndpoint, { content: buildClientConfig() }),
  recordedEndpoint(wechatOpenidEndpoint, exchanged, (params) =>
    params.code === 'used-code' ? { errorMsg: ERROR_MESSAGES.wechatCodeInvalid.en } : { content: { openid: `openid-of-${String(params.code)}` } },
  ),
  // The screens gone on to load their own data, which is their own tests'.
  http.all('*/api/*', () => HttpResponse.json({ status: 0, errorMsg: 'not part of this test' })),
);

let leaveFor: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
  leaveFor = vi.fn<(url: string) => void>();
  vi.spyOn(pageAddress, 'leaveFor').mockImplementation(leaveFor);
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

/** The app sent the traveller to WeChat from `route` with `nonce` as the state. */
const authorisationStarted = (route = '/pay/501', nonce = NONCE) => savePendingAuthorisation(sessionStorage, { nonce, route });

/** WeChat sends the browser back: the query before the hash, as WeChat writes it. */
function backFromWeChat(query: Record<string, string>, options: { isNewPage?: boolean } = {}) {
  window.history.replaceState(null, '', `/?${new URLSearchParams(query).toString()}#/middle`);
  // A page loaded anew restores the stored session (with its openid) instead of logging in afresh.
  return renderTravellerRoute('/middle', { isGuest: options.isNewPage });
}

const storedWechat = () => (JSON.parse(localStorage.getItem(SESSION_STORAGE_KEYS.user) ?? '{}') as { wechat?: unknown }).wechat;

describe('#/middle (back from WeChat authorisation)', () => {
  it('exchanges the code, keeps the openid with it and goes on to the saved route, the code gone from the address', async () => {
    authorisationStarted('/shop/12?step=2');
    const { router } = await backFromWeChat({ code: 'code-1', state: NONCE });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/12'));
    expect(router.state.location.search).toBe('?step=2');
    expect(exchanged).toEqual([expect.objectContaining({ code: 'code-1' })]);
    expect(storedWechat()).toEqual({ openid: 'openid-of-code-1', code: 'code-1' });
    expect(window.location.href).toBe(`${window.location.origin}/#/shop/12?step=2`);
    expect(sessionStorage.getItem(PENDING_AUTHORISATION_KEY)).toBeNull();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('says it is connecting to WeChat while the code is exchanged', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/user/wechat/openid/', async () => {
        await answered;
        return HttpResponse.json({ status: 1, content: { openid: 'openid-slow' } });
      }),
    );
    authorisationStarted();
    const { router } = await backFromWeChat({ code: 'code-1', state: NONCE });
    expect((await screen.findByText('connecting to WeChat…')).closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/501'));
  });

  it('reads the code and state from the hash query too', async () => {
    authorisationStarted();
    const { router } = await renderTravellerRoute(`/middle?code=code-2&state=${NONCE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/501'));
    expect(exchanged).toEqual([expect.objectContaining({ code: 'code-2' })]);
  });

  it('refuses a forged state: nothing called, nowhere gone, the failure remembered', async () => {
    authorisationStarted();
    const { router } = await backFromWeChat({ code: 'code-1', state: 'F'.repeat(32) });
    expect(await screen.findByRole('heading', { name: 'WeChat authorisation failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('this authorisation is not valid or was already used');
    expect(router.state.location.pathname).toBe('/middle');
    expect(exchanged).toEqual([]);
    expect(storedWechat()).toBeUndefined();
    expect(sessionStorage.getItem(WECHAT_AUTH_HALT_KEY)).toBe('failed');
  });

  it('refuses a replayed state: a second return with it calls nothing', async () => {
    authorisationStarted();
    const first = await backFromWeChat({ state: NONCE });
    expect(await screen.findByRole('heading', { name: 'WeChat authorisation was not given' })).toBeInTheDocument();
    first.unmount();
    await backFromWeChat({ code: 'code-1', state: NONCE }, { isNewPage: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('this authorisation is not valid or was already used');
    expect(exchanged).toEqual([]);
  });

  it('back at an address already used (the back button, a reload) with an openid stored: home quietly, nothing called', async () => {
    authorisationStarted();
    const first = await backFromWeChat({ code: 'code-1', state: NONCE });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/pay/501'));
    first.unmount();
    const second = await backFromWeChat({ code: 'code-9', state: NONCE }, { isNewPage: true });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/home'));
    expect(exchanged).toHaveLength(1);
    expect(storedWechat()).toEqual({ openid: 'openid-of-code-1', code: 'code-1' });
    expect(sessionStorage.getItem(WECHAT_AUTH_HALT_KEY)).toBeNull();
  });

  it('the same code twice is exchanged once: the stored openid is used again', async () => {
    authorisationStarted('/orders', 'A'.repeat(32));
    const first = await backFromWeChat({ code: 'code-1', state: 'A'.repeat(32) });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/orders'));
    first.unmount();
    authorisationStarted('/pay/501', 'B'.repeat(32));
    const second = await backFromWeChat({ code: 'code-1', state: 'B'.repeat(32) }, { isNewPage: true });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/pay/501'));
    expect(exchanged).toHaveLength(1);
    expect(storedWechat()).toEqual({ openid: 'openid-of-code-1', code: 'code-1' });
  });

  it('a denial explains why payment in WeChat is not available, goes on on request and does not send the traveller back', async () => {
    authorisationStarted('/orders');
    const { router } = await backFromWeChat({ state: NONCE });
    expect(await screen.findByRole('heading', { name: 'WeChat authorisation was not given' })).toBeInTheDocument();
    expect(screen.getByText(/payment inside WeChat is not available/)).toBeInTheDocument();
    expect(sessionStorage.getItem(WECHAT_AUTH_HALT_KEY)).toBe('denied');
    await userEvent.click(screen.getByRole('button', { name: 'continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(window.location.href).toBe(`${window.location.origin}/#/orders`);
    expect(await screen.findByRole('heading', { name: 'my orders' })).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(exchanged).toEqual([]);
  });

  it("after a denial 'authorise again' goes back to WeChat from the saved route", async () => {
    authorisationStarted('/orders');
    const { router } = await backFromWeChat({ state: NONCE });
    await userEvent.click(await screen.findByRole('button', { name: 'authorise again' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledOnce());
    expect(router.state.location.pathname).toBe('/orders');
    expect(sessionStorage.getItem(WECHAT_AUTH_HALT_KEY)).toBeNull();
    const { nonce } = JSON.parse(sessionStorage.getItem(PENDING_AUTHORISATION_KEY) ?? '{}') as { nonce: string };
    expect(nonce).not.toBe(NONCE);
    expect(leaveFor.mock.calls[0]![0]).toContain(`&state=${nonce}#wechat_redirect`);
  });

  it("a refused exchange shows the server's words and is remembered", async () => {
    authorisationStarted('/orders');
    await backFromWeChat({ code: 'used-code', state: NONCE });
    expect(await screen.findByRole('alert')).toHaveTextContent('the WeChat authorisation has expired, please try again');
    expect(screen.getByRole('heading', { name: 'WeChat authorisation failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'continue' })).toBeEnabled();
    expect(sessionStorage.getItem(WECHAT_AUTH_HALT_KEY)).toBe('failed');
    expect(storedWechat()).toBeUndefined();
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '/middle', '/bussiness/orders'])(
    'a saved route that is not one of our screens (%s) gives way to /home',
    async (saved) => {
      authorisationStarted(saved);
      const { router } = await backFromWeChat({ code: 'code-1', state: NONCE });
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(window.location.href).toBe(`${window.location.origin}/#/home`);
    },
  );

  it('sends a guest to the login first', async () => {
    authorisationStarted();
    const { router } = await backFromWeChat({ code: 'code-1', state: NONCE }, { isNewPage: true });
    await expectSentToLogin(router, '/middle');
    expect(exchanged).toEqual([]);
  });

  it('speaks Chinese', async () => {
    authorisationStarted('/orders');
    window.history.replaceState(null, '', `/?state=${NONCE}#/middle`);
    await renderTravellerRoute('/middle', { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { name: '未获得微信授权' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '继续' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '重新授权' })).toBeEnabled();
  });
});
