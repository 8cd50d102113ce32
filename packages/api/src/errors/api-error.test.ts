import { describe, expect, it } from 'vitest';
import { isApiErrorOf } from './api-error';

const refusal = (message: string) => ({ code: 'statusFalsy', message });

describe('isApiErrorOf', () => {
  it.each([
    ['a plain text in English', refusal('this coupon has expired'), 'couponExpired', true],
    ['a plain text in Chinese', refusal('该优惠券已过期'), 'couponExpired', true],
    ['a text with a value', refusal('this coupon needs a spend of at least ¥12.5'), 'couponBelowMinimum', true],
    ['a Chinese text with a value', refusal('该优惠券需满10元可用'), 'couponBelowMinimum', true],
    ['a value with regular-expression characters', refusal('invalid parameter: goodsList[0].count'), 'invalidParameter', true],
    ['another code’s text', refusal('this coupon has already been used'), 'couponExpired', false],
    ['a text around the catalogue’s', refusal('note: this coupon has expired!'), 'couponExpired', false],
    ['a text whose value is missing', refusal('this coupon needs a spend of at least ¥'), 'couponBelowMinimum', false],
    ['no message', { code: 'networkError' }, 'couponExpired', false],
    ['not an API error', new Error('this coupon has expired'), 'couponExpired', false],
  ] as const)('%s', (_case, error, code, expected) => {
    expect(isApiErrorOf(error, code)).toBe(expected);
  });
});
