import { describe, expect, it } from 'vitest';
import { orderFacts } from '../test/order-rule-table';
import { moveRefusal, orderMoveRefusal, type MovableOrder, type MoveRefusal } from './move-refusal';

/** A paid booking at shop 1 for 2026-11-23 to 2026-11-24, not stored, nothing pending. */
const booking = (facts: Partial<MovableOrder> = {}): MovableOrder => ({ ...orderFacts(), storeId: 1, isSupplement: false, hasExtensions: false, ...facts });

describe('moveRefusal', () => {
  it.each<[string, MovableOrder, number, string, MoveRefusal | null]>([
    ['paid, booked, another shop, before the start', booking(), 2, '2026-11-22T10:00', null],
    ['on its last day', booking(), 2, '2026-11-24T23:59', null],
    ['after its last day', booking(), 2, '2026-11-25T00:00', { reason: 'ended', date: '2026-11-24' }],
    ['the same shop', booking(), 1, '2026-11-22T10:00', { reason: 'sameShop' }],
    ['a supplementary order', booking({ isSupplement: true }), 2, '2026-11-22T10:00', { reason: 'supplement' }],
    ['unpaid', booking({ status: 'unpaid' }), 2, '2026-11-22T10:00', { reason: 'notPaid' }],
    ['refunded', booking({ status: 'refunded' }), 2, '2026-11-22T10:00', { reason: 'cancelled' }],
    ['stored', booking({ storeStatus: 20 }), 2, '2026-11-22T10:00', { reason: 'stored' }],
    ['an application pending', booking({ pendingApplication: { kind: 'edit' } }), 2, '2026-11-22T10:00', { reason: 'applicationPending', kind: 'edit' }],
    ['extended', booking({ hasExtensions: true }), 2, '2026-11-22T10:00', { reason: 'extended' }],
    ['stored comes before the same shop', booking({ storeStatus: 20 }), 1, '2026-11-22T10:00', { reason: 'stored' }],
  ])('%s → %j', (_, order, storeId, now, expected) => {
    expect(moveRefusal(order, storeId, now)).toEqual(expected);
  });

  it('reads the end day in Asia/Shanghai whatever the instant’s offset', () => {
    expect(moveRefusal(booking(), 2, '2026-11-24T15:59:59Z')).toBeNull();
    expect(moveRefusal(booking(), 2, '2026-11-24T16:00:00Z')).toEqual({ reason: 'ended', date: '2026-11-24' });
  });
});

describe('orderMoveRefusal', () => {
  it('asks everything but the shop', () => {
    expect(orderMoveRefusal(booking(), '2026-11-22T10:00')).toBeNull();
    expect(orderMoveRefusal(booking({ storeStatus: 30 }), '2026-11-22T10:00')).toEqual({ reason: 'stored' });
    expect(orderMoveRefusal(booking(), '2026-11-25T00:00')).toEqual({ reason: 'ended', date: '2026-11-24' });
  });
});
