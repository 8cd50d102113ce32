import { expect, it } from 'vitest';
import { describeOrderRuleInZones, orderFacts } from '../test/order-rule-table';
import { cancelRefusal, type CancelRefusal } from './cancel-refusal';
import type { OrderFacts } from './order-facts';
import { ORDER_STORE_STATUS } from './order-store-status';

const START = '2026-11-23T10:00:00+08:00';
/** 24:00 of 23 November in Shanghai. */
const DEADLINE = Date.parse('2026-11-24T00:00:00+08:00');
/** A booked order whose storage date starts at 10:00. */
const order = (facts: Partial<OrderFacts> = {}) => orderFacts({ storeStatus: ORDER_STORE_STATUS.booked, startTime: START, ...facts });
const passed: CancelRefusal = { reason: 'deadlinePassed', deadline: DEADLINE };

describeOrderRuleInZones<CancelRefusal | null>(
  'cancelRefusal',
  cancelRefusal,
  [
    ['booked, the day before', order(), '2026-11-22T20:00:00+08:00', null],
    ['booked, after the start time on the storage date', order(), '2026-11-23T15:00:00+08:00', null],
    ['booked, one second before 24:00', order(), '2026-11-23T23:59:59+08:00', null],
    ['booked, one millisecond before 24:00', order(), DEADLINE - 1, null],
    ['booked, at 24:00', order(), '2026-11-24T00:00:00+08:00', passed],
    ['booked, days later', order(), '2026-12-01T09:00:00+08:00', passed],
    // 2026-11-23T16:30Z is still the 23rd in UTC but already the 24th in Shanghai.
    ['booked, past the Shanghai deadline while still the 23rd in UTC', order(), Date.parse('2026-11-23T16:30:00Z'), passed],
    ['booked, before the Shanghai deadline as a Date', order(), new Date('2026-11-23T15:59:00Z'), null],
    ['a storage date without a time, its last second', order({ startTime: '2026-11-23' }), '2026-11-23T23:59:59+08:00', null],
    ['storeStatus 100 without a pending application, before the deadline', order({ storeStatus: ORDER_STORE_STATUS.cancelApplied }), '2026-11-23T12:00:00+08:00', null],
    ['a cancellation application pending, before the deadline', order({ storeStatus: 100, pendingApplication: { kind: 'cancel' } }), '2026-11-23T12:00:00+08:00', { reason: 'applicationPending', kind: 'cancel' }],
    ['a change of days pending, after the deadline', order({ storeStatus: 110, pendingApplication: { kind: 'edit' } }), '2026-11-25T12:00:00+08:00', { reason: 'applicationPending', kind: 'edit' }],
    ['stored, before the deadline', order({ storeStatus: ORDER_STORE_STATUS.stored }), '2026-11-23T12:00:00+08:00', { reason: 'stored' }],
    ['stored, the day before', order({ storeStatus: ORDER_STORE_STATUS.stored }), '2026-11-22T12:00:00+08:00', { reason: 'stored' }],
    ['handed back', order({ storeStatus: ORDER_STORE_STATUS.completed }), '2026-11-23T12:00:00+08:00', { reason: 'stored' }],
    ['unpaid, before the deadline', order({ status: 'unpaid' }), '2026-11-23T12:00:00+08:00', { reason: 'notPaid' }],
    ['lapsed, after the deadline', order({ status: 'lapsed' }), '2026-11-25T12:00:00+08:00', { reason: 'notPaid' }],
    ['refunded, before the deadline', order({ status: 'refunded' }), '2026-11-23T12:00:00+08:00', { reason: 'cancelled' }],
  ],
  () => {
    it('uses the Shanghai storage date of a start given in UTC', () => {
      // 2026-11-22T17:00Z is 01:00 on the 23rd in Shanghai: the deadline is the 23rd's 24:00.
      const facts = order({ startTime: Date.parse('2026-11-22T17:00:00Z') });
      expect(cancelRefusal(facts, '2026-11-23T23:00:00+08:00')).toBeNull();
      expect(cancelRefusal(facts, '2026-11-24T00:00:00+08:00')).toEqual(passed);
    });
  },
);
