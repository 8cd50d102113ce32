import { describe, expect, it } from 'vitest';
import { catalogueCodeOf, ERROR_MESSAGES, errorMessage, messageLanguage } from './error-messages';

describe('messageLanguage', () => {
  it.each([
    ['zh-CN,zh;q=0.9', 'zh'],
    ['ZH', 'zh'],
    ['en-US,en;q=0.8', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ] as const)('%s → %s', (header, expected) => expect(messageLanguage(header)).toBe(expected));
});

describe('errorMessage', () => {
  it('names the field in both languages', () => {
    expect(errorMessage('invalidParameter', 'en', { field: 'lng' })).toBe('invalid parameter: lng');
    expect(errorMessage('invalidParameter', 'zh', { field: 'lng' })).toBe('参数错误：lng');
  });

  it('keeps the spec §8 texts verbatim', () => {
    expect(ERROR_MESSAGES.tokenExpired.en).toBe('token has expired, please log in again');
    expect(ERROR_MESSAGES.shopNotFound.en).toBe('the merchant does not exist or has been taken off the shelves');
    expect(errorMessage('cityHasNoShops', 'en', { city: '杭州' })).toBe(
      '杭州 has no storage points for now, please watch for new listings',
    );
  });

  it('leaves unknown placeholders visible', () => {
    expect(errorMessage('cityHasNoShops', 'en')).toContain('{city}');
  });
});

describe('catalogueCodeOf', () => {
  it.each([
    ['a plain text in English', 'this coupon has expired', 'couponExpired'],
    ['a plain text in Chinese', '该优惠券已过期', 'couponExpired'],
    ['a text with a value', 'this coupon needs a spend of at least ¥12.5', 'couponBelowMinimum'],
    ['a Chinese text with a value', '该优惠券需满10元可用', 'couponBelowMinimum'],
    ['a value with regular-expression characters', 'invalid parameter: goodsList[0].count', 'invalidParameter'],
    ['a text around the catalogue’s', 'note: this coupon has expired!', undefined],
    ['a text whose value is missing', 'this coupon needs a spend of at least ¥', undefined],
    ['no catalogue text', 'bad', undefined],
  ] as const)('%s', (_case, message, code) => {
    expect(catalogueCodeOf(message)).toBe(code);
  });
});
