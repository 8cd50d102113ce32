import { describe, expect, it } from 'vitest';
import { clientLogRoute } from './client-log-route';

describe('clientLogRoute', () => {
  it.each([
    ['#/shop/12', '/shop/12'],
    ['#/pay/12?orderId=12&code=482913', '/pay/12?orderId&code'],
    ['#/login?redirect=%2Forders&phone=13700138106', '/login?redirect&phone'],
    ['', '/'],
    ['#/', '/'],
  ])('%s → %s', (hash, route) => {
    expect(clientLogRoute(hash)).toBe(route);
  });

  it('keeps at most 200 characters', () => {
    expect(clientLogRoute(`#/${'a'.repeat(300)}`)).toHaveLength(200);
  });
});
