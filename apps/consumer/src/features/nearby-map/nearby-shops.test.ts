import { buildShop } from '@luggage/api/mocks';
import { describe, expect, it } from 'vitest';
import { distanceOrigin, toNearbyShops } from './nearby-shops';

const PEOPLES_SQUARE = { lng: 121.4737, lat: 31.2304 };
const BUND = { lng: 121.4906, lat: 31.2397 };

describe('distanceOrigin', () => {
  it('measures from the traveller once located', () => {
    expect(distanceOrigin(BUND, PEOPLES_SQUARE)).toEqual({ ...BUND, kind: 'traveller' });
  });

  it('measures from the map centre otherwise', () => {
    expect(distanceOrigin(null, PEOPLES_SQUARE)).toEqual({ ...PEOPLES_SQUARE, kind: 'mapCentre' });
  });
});

describe('toNearbyShops', () => {
  // 10:00 on Monday 23 November 2026 in Shanghai.
  const now = '2026-11-23T10:00';

  it('gives each shop its offer, opening state and distance, nearest first', () => {
    const square = buildShop({ id: 1, ...PEOPLES_SQUARE });
    const bund = buildShop({ id: 2, ...BUND, inventory: [{ goodsId: 2, count: 0, price: 800, discount: 800 }] });
    const shops = toNearbyShops([square, bund], BUND, now);
    expect(shops.map(({ shop, offer, opening }) => [shop.id, offer, opening.isOpen])).toEqual([
      [2, { kind: 'full' }, true],
      [1, { kind: 'from', fen: 1500 }, true],
    ]);
    expect(shops[0]?.metres).toBe(0);
    expect(shops[1]?.metres).toBeGreaterThan(1800);
    expect(shops[1]?.metres).toBeLessThan(2000);
  });
});
