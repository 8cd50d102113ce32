import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS, sessionAreaForHash } from './session';
import { clearStoredSession, readOrCreateUniq, readStoredSession, writeStoredSession } from './session-storage';
import { createUniq } from './uniq';

beforeEach(() => {
  localStorage.clear();
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

  it('logout clears the entry and the cookie', () => {
    writeStoredSession(localStorage, 'user', { userId: '1', userToken: 't', phone: '1' });
    clearStoredSession(localStorage, 'user');
    expect(readStoredSession(localStorage, 'user')).toBeNull();
    expect(Cookies.get('luggage_user_token')).toBeUndefined();
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
