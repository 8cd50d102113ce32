import type { BusinessToday } from '@luggage/api/contract';

/**
 * A quiet Monday 23 November 2026 at shop 1 for tests and stories: open, not yet confirmed, nothing expected,
 * nothing in store, no requests. Pass only what the case is about; each call returns new objects.
 */
export function buildBusinessToday(overrides: Partial<BusinessToday> = {}): BusinessToday {
  return {
    date: '2026-11-23',
    closed: false,
    openConfirmedAt: null,
    dropOffs: [],
    pickUps: [],
    inStore: [],
    inStoreOrders: 0,
    applications: [],
    ...overrides,
  };
}
