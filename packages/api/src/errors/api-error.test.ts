import { describe, expect, it } from 'vitest';
import { isApiErrorOf } from './api-error';

describe('isApiErrorOf', () => {
  it.each([
    ['the server’s errorCode', { code: 'statusFalsy', message: 'this coupon has expired', serverCode: 'couponExpired' }, true],
    ['another errorCode', { code: 'statusFalsy', message: 'this coupon has already been used', serverCode: 'couponUsed' }, false],
    ['the same text without an errorCode: the apps never read the text', { code: 'statusFalsy', message: 'this coupon has expired' }, false],
    ['no message', { code: 'networkError' }, false],
    ['not an API error', new Error('this coupon has expired'), false],
  ] as const)('%s', (_case, error, expected) => {
    expect(isApiErrorOf(error, 'couponExpired')).toBe(expected);
  });
});
