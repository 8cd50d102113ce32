import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { extensionDaysRefusal } from './extension-days-refusal';
import { extensionRefusal, type ExtendableBooking, type ExtensionRefusal } from './extension-refusal';
import { ORDER_STORE_STATUS } from './order-store-status';

/** A paid booking ending 2026-11-24, booked, nothing pending; pass only what the case is about. */
const booking = (facts: Partial<ExtendableBooking> = {}): ExtendableBooking => ({
  status: 'paid',
  storeStatus: ORDER_STORE_STATUS.booked,
  pendingApplication: null,
  endTime: '2026-11-24',
  isSupplement: false,
  hasUnpaidExtension: false,
  ...facts,
});
const NOON_24 = '2026-11-24T12:00:00+08:00';

describe('extensionRefusal', () => {
  it.each<[string, ExtendableBooking, Instant, ExtensionRefusal | null]>([
    ['booked and paid, on its last day', booking(), NOON_24, null],
    ['stored, on its last day', booking({ storeStatus: ORDER_STORE_STATUS.stored }), NOON_24, null],
    ['stored, the day after its last day (the added days start today)', booking({ storeStatus: ORDER_STORE_STATUS.stored }), '2026-11-25T23:59:59+08:00', null],
    ['stored, two days after its last day', booking({ storeStatus: ORDER_STORE_STATUS.stored }), '2026-11-26T00:00:00+08:00', { reason: 'endPassed', firstDay: '2026-11-25' }],
    // 16:30Z on the 25th is already the 26th in Shanghai.
    ['past the end in Shanghai while still the 25th in UTC', booking(), Date.parse('2026-11-25T16:30:00Z'), { reason: 'endPassed', firstDay: '2026-11-25' }],
    ['a supplement itself', booking({ isSupplement: true }), NOON_24, { reason: 'supplement' }],
    ['cancelled unpaid', booking({ status: 'cancelled' }), NOON_24, { reason: 'cancelled' }],
    ['refunding', booking({ status: 'refunding' }), NOON_24, { reason: 'cancelled' }],
    ['unpaid', booking({ status: 'unpaid' }), NOON_24, { reason: 'notPaid' }],
    ['lapsed', booking({ status: 'lapsed' }), NOON_24, { reason: 'notPaid' }],
    ['handed back', booking({ storeStatus: ORDER_STORE_STATUS.completed }), NOON_24, { reason: 'completed' }],
    ['a cancellation application pending', booking({ storeStatus: 100, pendingApplication: { kind: 'cancel' } }), NOON_24, { reason: 'applicationPending' }],
    ['an unpaid extension waiting', booking({ hasUnpaidExtension: true }), NOON_24, { reason: 'unpaidExtension' }],
  ])('%s → %j', (_, order, now, expected) => {
    expect(extensionRefusal(order, now)).toEqual(expected);
  });
});

describe('extensionDaysRefusal', () => {
  it.each([
    ['one day more', '2026-11-25', null],
    ['thirty days more', '2026-12-24', null],
    ['thirty-one days more', '2026-12-25', { reason: 'tooLong', maxDays: 30 }],
    ['the same end', '2026-11-24', { reason: 'notLater' }],
    ['an earlier end', '2026-11-20', { reason: 'notLater' }],
  ])('%s (%s) → %j', (_, newEnd, expected) => {
    expect(extensionDaysRefusal('2026-11-24', newEnd, 30)).toEqual(expected);
  });
});
