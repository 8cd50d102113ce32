import { describe, expect, it } from 'vitest';
import { loginHashFor } from './session';

describe('loginHashFor (where the 401 flow sends a page)', () => {
  it.each([
    ['#/orders', '#/login?redirect=%2Forders'],
    ['#/cancel?id=501', '#/login?redirect=%2Fcancel%3Fid%3D501'],
    ['#/book/12', '#/login?redirect=%2Fbook%2F12'],
    ['#/', '#/login'],
    ['', '#/login'],
    ['#/login', '#/login'],
    ['#/login?redirect=%2Forders', '#/login'],
    ['#//evil.example', '#/login'],
    ['#/bussiness/orders', '#/bussiness/login'],
    ['#/bussiness', '#/bussiness/login'],
  ])('%s → %s', (hash, expected) => {
    expect(loginHashFor(hash)).toBe(expected);
  });

  it('a path that merely starts with "login" is not the login page', () => {
    expect(loginHashFor('#/logins')).toBe('#/login?redirect=%2Flogins');
  });
});
