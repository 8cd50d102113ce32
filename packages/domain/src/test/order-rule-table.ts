import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import type { OrderFacts } from '../orders/order-facts';
import { DEVICE_ZONES, useDeviceZone } from './device-zones';

/**
 * Test-only: the facts of a paid order booked for 2026-11-23 to 2026-11-24, not stored, nothing pending,
 * not reviewed; pass only what the case is about. Each call returns a new object.
 */
export function orderFacts(facts: Partial<OrderFacts> = {}): OrderFacts {
  return {
    status: 'paid',
    storeStatus: 0,
    pendingApplication: null,
    startTime: '2026-11-23',
    endTime: '2026-11-24',
    hasReview: false,
    ...facts,
  };
}

/** A case of {@link describeOrderRuleInZones}: what it is about, the order, `now`, the rule's answer. */
export type OrderRuleCase<Answer> = [string, OrderFacts, Instant, Answer];

/**
 * Test-only: checks `rule(order, now)` against every case of `table` on a device in each of
 * {@link DEVICE_ZONES}; `more` adds the rule's other tests to the same zone's block.
 */
export function describeOrderRuleInZones<Answer>(
  name: string,
  rule: (order: OrderFacts, now: Instant) => Answer,
  table: OrderRuleCase<Answer>[],
  more?: () => void,
): void {
  describe.each(DEVICE_ZONES)(`${name} on a device in %s`, (zone) => {
    useDeviceZone(zone);

    it.each(table)('%s → %j', (_, order, now, expected) => {
      expect(rule(order, now)).toEqual(expected);
    });

    more?.();
  });
}
