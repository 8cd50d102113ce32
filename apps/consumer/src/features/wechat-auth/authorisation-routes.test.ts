import { describe, expect, it } from 'vitest';
import { mayStartAuthorisation, returnRoute } from './authorisation-routes';

describe('mayStartAuthorisation', () => {
  it.each([
    ['/', true],
    ['/home', true],
    ['/pay/501', true],
    ['/logins', true],
    ['/login', false],
    ['/middle', false],
    ['/bussiness', false],
    ['/bussiness/orders', false],
    ['/send/bind', false],
  ])('%s → %s', (path, expected) => expect(mayStartAuthorisation(path)).toBe(expected));
});

describe('returnRoute', () => {
  it.each([
    ['/pay/501', '/pay/501'],
    ['/shop/12?step=2', '/shop/12?step=2'],
    ['/', '/'],
    ['/home?back=https://x.example', '/home?back=https://x.example'],
  ])('keeps our own route %s', (saved, expected) => expect(returnRoute(saved)).toBe(expected));

  it.each([
    ['nothing saved', null],
    ['an empty route', ''],
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a scheme', '/javascript:alert(1)'],
    ['a relative path', 'pay/501'],
    ['a control character', '/pay/501\n'],
    ['the return itself', '/middle?code=x'],
    ['the business area', '/bussiness/orders'],
  ])('falls back to /home for %s', (_name, saved) => expect(returnRoute(saved)).toBe('/home'));
});
