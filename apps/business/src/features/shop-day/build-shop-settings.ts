import type { ShopSettings } from '@luggage/api/contract';

/**
 * Shop 1's settings for tests and stories: open 08:00–22:00 on weekdays and 09:00–21:00 at weekends, closed
 * on 25 December 2026 (no bookings), 10 large items a day (3 already booked on 24 November 2026) and 20 bags
 * (none booked). Pass only what the case is about; each call returns new objects.
 */
export function buildShopSettings(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    hours: [
      { weekdays: [1, 2, 3, 4, 5], open: '08:00', close: '22:00' },
      { weekdays: [6, 7], open: '09:00', close: '21:00' },
    ],
    closures: [{ date: '2026-12-25', bookedOrders: 0 }],
    goods: [
      { goodsId: 1, price: 2000, capacity: 10, bookedPeak: 3, bookedPeakDate: '2026-11-24' },
      { goodsId: 2, price: 1500, capacity: 20, bookedPeak: 0, bookedPeakDate: null },
    ],
    ...overrides,
  };
}
