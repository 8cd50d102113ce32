import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../store/create-app-store';
import { SESSION_STORAGE_KEYS, WECHAT_AUTH_HALT_KEY } from './session';
import { loggedIn, loggedOut, wechatAuthHalted, wechatAuthorised, wechatAuthRetried, wechatOpenidRefused } from './session-slice';

const TRAVELLER = { userId: '7', userToken: 't'.repeat(64), phone: '138' };
const WECHAT = { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', code: '061AbcDef' };

const storedUser = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEYS.user) ?? 'null') as unknown;

beforeEach(() => {
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

function signedInStore() {
  const store = createAppStore();
  store.dispatch(loggedIn({ area: 'user', session: TRAVELLER }));
  return store;
}

describe('the WeChat identity with the session', () => {
  it('is stored with the session and restored by the next start', () => {
    signedInStore().dispatch(wechatAuthorised(WECHAT));
    expect(storedUser()).toEqual({ ...TRAVELLER, wechat: WECHAT });
    expect(createAppStore().getState().session.user).toEqual({ ...TRAVELLER, wechat: WECHAT });
  });

  it('is not kept for a guest', () => {
    const store = createAppStore();
    store.dispatch(wechatAuthorised(WECHAT));
    expect(store.getState().session.user).toBeNull();
    expect(storedUser()).toBeNull();
  });

  it('is dropped, on the device too, when the server refuses it; the authorisation then waits', () => {
    const store = signedInStore();
    store.dispatch(wechatAuthorised(WECHAT));
    store.dispatch(wechatOpenidRefused());
    expect(store.getState().session.user).toEqual(TRAVELLER);
    expect(storedUser()).toEqual(TRAVELLER);
    expect(sessionStorage.getItem(WECHAT_AUTH_HALT_KEY)).toBe('failed');
  });

  it('ends with the logout', () => {
    const store = signedInStore();
    store.dispatch(wechatAuthorised(WECHAT));
    store.dispatch(loggedOut({ area: 'user' }));
    expect(storedUser()).toBeNull();
    expect(createAppStore().getState().session.user).toBeNull();
  });
});

describe('a stopped WeChat authorisation', () => {
  it('lasts the browser session: a new store still knows it', () => {
    signedInStore().dispatch(wechatAuthHalted('denied'));
    expect(sessionStorage.getItem(WECHAT_AUTH_HALT_KEY)).toBe('denied');
    expect(createAppStore().getState().session.wechatAuthHalt).toBe('denied');
  });

  it.each([
    ['the logout', loggedOut({ area: 'user' })],
    ['a successful exchange', wechatAuthorised(WECHAT)],
    ['authorising again', wechatAuthRetried()],
  ])('is forgotten by %s', (_name, action) => {
    const store = signedInStore();
    store.dispatch(wechatAuthHalted('failed'));
    store.dispatch(action);
    expect(store.getState().session.wechatAuthHalt).toBeNull();
    expect(sessionStorage.getItem(WECHAT_AUTH_HALT_KEY)).toBeNull();
  });

  it('is kept when the business area logs out', () => {
    const store = signedInStore();
    store.dispatch(wechatAuthHalted('denied'));
    store.dispatch(loggedOut({ area: 'business' }));
    expect(sessionStorage.getItem(WECHAT_AUTH_HALT_KEY)).toBe('denied');
  });
});
