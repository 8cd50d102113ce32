import type { BusinessToday, PendingApplication } from '@luggage/api/contract';
import { buildBusinessOrder } from '@luggage/api/mocks';
import { buildBusinessToday } from './build-business-today';

/** A cancellation application waiting on order `orderId` (stored for 2 days from 2026-11-24). */
function pendingCancellation(orderId: string): PendingApplication {
  return {
    order: buildBusinessOrder({ id: orderId, voucherCode: null, startTime: '2026-11-24', endTime: '2026-11-25' }),
    application: { kind: 'cancel', status: 'pending', reason: 'plans changed', part: 0, startDate: null, endDate: null, createdAt: '2026-11-22T12:00:00Z' },
  };
}

/**
 * A busy day: two drop-offs (7KQ2M9XD, two bags, and a walk-in's large item and bag, 5RT8W2QA), two pick-ups
 * (H3N6P9LC on time, and X4Y7Z2KB two days late with ¥40.00 to collect), 3 large items and 5 bags in store
 * over 4 orders, and 2 requests waiting.
 */
export function buildBusyDay(overrides: Partial<BusinessToday> = {}): BusinessToday {
  return buildBusinessToday({
    dropOffs: [
      buildBusinessOrder(),
      buildBusinessOrder({
        id: '502',
        voucherCode: '5RT8W2QA',
        traveller: 'Li Wei',
        walkIn: true,
        goodsList: [
          { goodsId: 1, count: 1, price: 2000, discount: 2000 },
          { goodsId: 2, count: 1, price: 1500, discount: 1500 },
        ],
      }),
    ],
    pickUps: [
      buildBusinessOrder({
        id: '480',
        voucherCode: 'X4Y7Z2KB',
        traveller: '137****1111',
        storeStatus: 20,
        startTime: '2026-11-19',
        endTime: '2026-11-21',
        totalDays: 3,
        goodsList: [{ goodsId: 1, count: 1, price: 2000, discount: 2000 }],
        canCheckIn: false,
        canCheckOut: true,
        extraDays: 2,
        extraAmount: 4000,
      }),
      buildBusinessOrder({
        id: '490',
        voucherCode: 'H3N6P9LC',
        traveller: '136****2222',
        storeStatus: 20,
        startTime: '2026-11-22',
        endTime: '2026-11-23',
        canCheckIn: false,
        canCheckOut: true,
      }),
    ],
    inStore: [
      { goodsId: 1, count: 3 },
      { goodsId: 2, count: 5 },
    ],
    inStoreOrders: 4,
    applications: [pendingCancellation('510'), pendingCancellation('511')],
    ...overrides,
  });
}
