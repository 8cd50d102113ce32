import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '../inventory/inventory-item';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import type { OpeningHours } from './opening-hours';
import { todayOffer, type TodayOffer, type TodayOfferFacts } from './today-offer';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const nineToSix: OpeningHours[] = [{ weekdays: EVERY_DAY, open: '09:00', close: '18:00' }];
const item = (goodsId: number, count: number, price: number, discount = price): InventoryItem => ({ goodsId, count, price, discount });
const shop = (overrides: Partial<TodayOfferFacts> = {}): TodayOfferFacts => ({
  hours: nineToSix,
  inventory: [item(1, 3, 2000), item(2, 10, 1500)],
  closedToday: false,
  ...overrides,
});

// Shanghai wall times: 2026-11-23 is a Monday.
describe('todayOffer', () => {
  it.each<[string, TodayOfferFacts, string, TodayOffer]>([
    ['open, the lowest price of the goods with room', shop(), '2026-11-23T10:00', { kind: 'from', fen: 1500 }],
    ['the price after the discount', shop({ inventory: [item(1, 3, 2000, 1600), item(2, 1, 1500, 1200)] }), '2026-11-23T10:00', { kind: 'from', fen: 1200 }],
    ['a cheaper goods without room does not count', shop({ inventory: [item(1, 3, 2000), item(2, 0, 1500)] }), '2026-11-23T10:00', { kind: 'from', fen: 2000 }],
    ['before opening today it still books today', shop(), '2026-11-23T07:00', { kind: 'from', fen: 1500 }],
    ['in a lunch break it still books today', shop({ hours: [{ weekdays: EVERY_DAY, open: '09:00', close: '12:00' }, { weekdays: EVERY_DAY, open: '13:00', close: '18:00' }] }), '2026-11-23T12:30', { kind: 'from', fen: 1500 }],
    ['no goods has room', shop({ inventory: [item(1, 0, 2000), item(2, 0, 1500)] }), '2026-11-23T10:00', { kind: 'full' }],
    ['no goods at all', shop({ inventory: [] }), '2026-11-23T10:00', { kind: 'full' }],
    ['after closing time', shop(), '2026-11-23T18:00', { kind: 'closed' }],
    ['not open on this weekday', shop({ hours: [{ weekdays: [6, 7], open: '09:00', close: '18:00' }] }), '2026-11-23T08:00', { kind: 'closed' }],
    ['no hours', shop({ hours: [] }), '2026-11-23T10:00', { kind: 'closed' }],
    ['closed today by its owner, even with room in its hours', shop({ closedToday: true }), '2026-11-23T10:00', { kind: 'closed' }],
    ['closed before full', shop({ closedToday: true, inventory: [] }), '2026-11-23T10:00', { kind: 'closed' }],
    ['open round the clock', shop({ hours: [{ weekdays: EVERY_DAY, open: '00:00', close: '24:00' }] }), '2026-11-23T23:59', { kind: 'from', fen: 1500 }],
  ])('%s', (_, facts, shanghaiWallTime, expected) => {
    expect(todayOffer(facts, shanghaiWallTime)).toEqual(expected);
  });
});

describe.each(DEVICE_ZONES)('todayOffer on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, TodayOffer]>([
    // 17:30 on Monday 23 in Shanghai: open.
    ['2026-11-23T09:30:00Z', { kind: 'from', fen: 1500 }],
    // 18:30 on Monday 23 in Shanghai: closed for the day.
    ['2026-11-23T10:30:00Z', { kind: 'closed' }],
  ])('%s', (utc, expected) => {
    expect(todayOffer(shop(), new Date(utc))).toEqual(expected);
  });
});
