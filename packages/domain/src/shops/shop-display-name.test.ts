import { describe, expect, it } from 'vitest';
import { shopDisplayName } from './shop-display-name';

describe('shopDisplayName', () => {
  const shop = { name: '人民广场店', en: "People's Square" };

  it.each([
    ['en', "People's Square"],
    ['en-US', "People's Square"],
    ['zh-CN', '人民广场店'],
  ])('in %s → %s', (language, expected) => {
    expect(shopDisplayName(shop, language)).toBe(expected);
  });

  it('falls back to the Chinese name when the shop has no English one', () => {
    expect(shopDisplayName({ ...shop, en: '' }, 'en')).toBe('人民广场店');
  });
});
