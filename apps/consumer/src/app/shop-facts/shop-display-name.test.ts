import { describe, expect, it } from 'vitest';
import { shopDisplayName } from './shop-display-name';

describe('shopDisplayName', () => {
  it.each([
    ['en', { name: '全家', en: 'FamilyMart' }, 'FamilyMart'],
    ['en-GB', { name: '全家', en: 'FamilyMart' }, 'FamilyMart'],
    ['zh-CN', { name: '全家', en: 'FamilyMart' }, '全家'],
    ['en', { name: '全家', en: '' }, '全家'],
  ])('in %s, %o is called %s', (language, shop, expected) => expect(shopDisplayName(shop, language)).toBe(expected));
});
