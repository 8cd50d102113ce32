import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS, WECHAT_AUTH_HALT_KEY, sessionAreaForHash } from './session';
import {
  clearStoredSession,
  readOrCreateUniq,
  readStoredSession,
  readWechatAuthHalt,
  writeStoredSession,
  writeWechatAuthHalt,
} from './session-storage';
import { createUniq } from './uniq';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

describe('stored sessions', () => {
  it('reuses a stored session with id, token and phone, per area', () => {
    writeStoredSession(localStorage, 'business', { userId: '9', userToken: 't', phone: '139' });
    expect(readStoredSession(localStorage, 'business')).toEqual({ userId: '9', userToken: 't', phone: '139' });
    expect(readStoredSession(localStorage, 'user')).toBeNull();
    expect(Cookies.get('luggage_business_token')).toBe('t');
  });

  it.each([
    ['no phone', JSON.stringify({ userId: '1', userToken: 't' })],
    ['no token', JSON.stringify({ userId: '1', phone: '1' })],
    ['not JSON', '{oops'],
  ])('ignores an incomplete entry: %s', (_name, raw) => {
    localStorage.setItem(SESSION_STORAGE_KEYS.user, raw);
    expect(readStoredSession(localStorage, 'user')).toBeNull();
  });

  it('keeps the WeChat openid with the code it came from', () => {
    const session = { userId: '7', userToken: 't', phone: '138', wechat: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', code: '061Abc-_x' } };
    writeStoredSession(localStorage, 'user', session);
    expect(readStoredSession(localStorage, 'user')).toEqual(session);
  });

  it.each([
    ['no code', { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }],
    ['an openid with a space', { openid: 'o U', code: 'c' }],
    ['an empty code', { openid: 'o1', code: '' }],
    ['not an object', 'o1'],
  ])('drops a malformed WeChat identity and keeps the session: %s', (_name, wechat) => {
    localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify({ userId: '7', userToken: 't', phone: '138', wechat }));
    expect(readStoredSession(localStorage, 'user')).toEqual({ userId: '7', userToken: 't', phone: '138' });
  });

  it('logout clears the entry and the cookie', () => {
    writeStoredSession(localStorage, 'user', { userId: '1', userToken: 't', phone: '1' });
    clearStoredSession(localStorage, 'user');
    expect(readStoredSession(localStorage, 'user')).toBeNull();
    expect(Cookies.get('luggage_user_token')).toBeUndefined();
  });
});

describe('a stopped WeChat authorisation', () => {
  it('is remembered as denied or failed, and forgotten', () => {
    expect(readWechatAuthHalt(sessionStorage)).toBeNull();
    writeWechatAuthHalt(sessionStorage, 'denied');
    expect(readWechatAuthHalt(sessionStorage)).toBe('denied');
    writeWechatAuthHalt(sessionStorage, 'failed');
    expect(readWechatAuthHalt(sessionStorage)).toBe('failed');
    writeWechatAuthHalt(sessionStorage, null);
    expect(sessionStorage.getItem(WECHAT_AUTH_HALT_KEY)).toBeNull();
  });

  it('ignores any other stored value', () => {
    sessionStorage.setItem(WECHAT_AUTH_HALT_KEY, 'maybe');
    expect(readWechatAuthHalt(sessionStorage)).toBeNull();
  });
});

describe('device id', () => {
  it('is 6 characters of [0-9a-z], created once and kept', () => {
    const first = readOrCreateUniq(localStorage);
    expect(first).toMatch(/^[0-9a-z]{6}$/);
    expect(readOrCreateUniq(localStorage)).toBe(first);
  });

  it('uses the random source for every character', () => {
    expect(createUniq(() => 35)).toBe('zzzzzz');
    expect(createUniq(() => 0)).toBe('000000');
  });
});

describe('sessionAreaForHash', () => {
  it.each([
    ['#/bussiness/login', 'business'],
    ['#/bussiness', 'business'],
    ['#/login', 'user'],
    ['#/send/bind', 'user'],
    ['', 'user'],
  ])('%s → %s', (hash, area) => expect(sessionAreaForHash(hash)).toBe(area));
});
