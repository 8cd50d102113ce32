import type { BusinessOrder, OrderApplication, PendingApplication } from '@luggage/api/contract';
import { buildBusinessOrder } from '@luggage/api/mocks';

/**
 * A request waiting for the shop, for stories and tests: 'cancel' is order 501 (two bags, 23–24 Nov 2026,
 * ¥60.00 paid) whose traveller offers to forfeit 20 %; 'edit' is order 502 (same booking) asking to move
 * to 25–26 Nov. Pass only what the case is about; each call returns new objects.
 */
export function buildPendingApplication(
  kind: 'cancel' | 'edit',
  overrides: { order?: Partial<BusinessOrder>; application?: Partial<OrderApplication> } = {},
): PendingApplication {
  const isCancel = kind === 'cancel';
  return {
    order: buildBusinessOrder({
      id: isCancel ? '501' : '502',
      storeStatus: isCancel ? 100 : 110,
      canCheckIn: false,
      block: 'applicationPending',
      ...overrides.order,
    }),
    application: {
      kind,
      status: 'pending',
      reason: isCancel ? 'my flight was cancelled' : 'my train moved to Wednesday',
      part: isCancel ? 20 : null,
      startDate: isCancel ? null : '2026-11-25',
      endDate: isCancel ? null : '2026-11-26',
      createdAt: '2026-11-23T02:00:00.000Z',
      ...overrides.application,
    },
  };
}
