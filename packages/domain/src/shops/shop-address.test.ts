import { describe, expect, it } from 'vitest';
import { shopAddress } from './shop-address';

describe('shopAddress', () => {
  const shop = { address: '上海市黄浦区西藏中路268号（来福士广场B1层）', addressEn: '268 Xizang Middle Road, Huangpu District, Shanghai' };

  it.each([
    ['en', '268 Xizang Middle Road, Huangpu District, Shanghai'],
    ['en-GB', '268 Xizang Middle Road, Huangpu District, Shanghai'],
    ['zh-CN', '上海市黄浦区西藏中路268号（来福士广场B1层）'],
  ])('in %s → %s', (language, expected) => expect(shopAddress(shop, language)).toBe(expected));

  it('falls back to the Chinese address when the shop has no English one', () => {
    expect(shopAddress({ ...shop, addressEn: null }, 'en')).toBe(shop.address);
  });
});
