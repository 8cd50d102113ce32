import type { OrderApplication } from '@luggage/api/contract';

/**
 * A traveller's pending cancellation application (20 % forfeited, sent at 09:00 on 24 November 2026 in
 * Shanghai), for route tests and stories; `overrides` for the other cases.
 */
export function buildCancelApplication(overrides: Partial<OrderApplication> = {}): OrderApplication {
  return {
    kind: 'cancel',
    status: 'pending',
    reason: 'my flight was cancelled',
    part: 20,
    startDate: null,
    endDate: null,
    createdAt: '2026-11-24T01:00:00Z',
    ...overrides,
  };
}
