import { describe, expect, it } from 'vitest';
import { checkOutRefusal, type CheckOutRefusal } from './check-out-refusal';
import type { OrderFacts } from './order-facts';

describe('checkOutRefusal', () => {
  it.each<[string, Pick<OrderFacts, 'status' | 'storeStatus'>, CheckOutRefusal | null]>([
    ['in store, paid', { status: 'paid', storeStatus: 20 }, null],
    ['booked, not taken in', { status: 'paid', storeStatus: 0 }, { reason: 'notStored' }],
    ['a cancellation applied for', { status: 'paid', storeStatus: 100 }, { reason: 'notStored' }],
    ['handed back', { status: 'paid', storeStatus: 30 }, { reason: 'completed' }],
    ['in store, refund under way', { status: 'refunding', storeStatus: 20 }, { reason: 'notPaid' }],
    ['handed back and refunded', { status: 'refunded', storeStatus: 30 }, { reason: 'completed' }],
    ['not in store and not paid', { status: 'unpaid', storeStatus: 0 }, { reason: 'notStored' }],
  ])('%s → %j', (_, facts, expected) => {
    expect(checkOutRefusal(facts)).toEqual(expected);
  });
});
