import { describeOrderRuleInZones, orderFacts as order } from '../test/order-rule-table';
import { checkInRefusal, type CheckInRefusal } from './check-in-refusal';

const NOW = '2026-11-23T12:00:00+08:00';
const tooEarly: CheckInRefusal = { reason: 'tooEarly', date: '2026-11-23' };
const ended: CheckInRefusal = { reason: 'ended', date: '2026-11-24' };

describeOrderRuleInZones<CheckInRefusal | null>('checkInRefusal', checkInRefusal, [
  ['on its first day', order(), NOW, null],
  ['on its last day, 23:59:59', order(), '2026-11-24T23:59:59+08:00', null],
  ['the day before, 23:59:59', order(), '2026-11-22T23:59:59+08:00', tooEarly],
  ['00:00 of its first day', order(), '2026-11-23T00:00:00+08:00', null],
  ['24:00 of its last day', order(), '2026-11-25T00:00:00+08:00', ended],
  // 16:30Z is 00:30 the next day in Shanghai.
  ['16:30 UTC the day before: its first day in Shanghai', order(), Date.parse('2026-11-22T16:30:00Z'), null],
  ['16:30 UTC on its last day: the day after in Shanghai', order(), new Date('2026-11-24T16:30:00Z'), ended],
  ['handed back', order({ storeStatus: 30 }), NOW, { reason: 'completed' }],
  ['unpaid', order({ status: 'unpaid' }), NOW, { reason: 'notPaid' }],
  ['lapsed', order({ status: 'lapsed' }), NOW, { reason: 'notPaid' }],
  ['refunded', order({ status: 'refunded' }), NOW, { reason: 'notPaid' }],
  ['a change of days pending', order({ storeStatus: 110, pendingApplication: { kind: 'edit' } }), NOW, { reason: 'applicationPending', kind: 'edit' }],
  ['in store', order({ storeStatus: 20 }), NOW, { reason: 'inStore' }],
  ['in store, after its last day', order({ storeStatus: 20 }), '2026-11-27T09:00:00+08:00', { reason: 'inStore' }],
  ['handed back, not paid any more', order({ storeStatus: 30, status: 'refunded' }), NOW, { reason: 'completed' }],
  ['not paid, before its first day', order({ status: 'unpaid' }), '2026-11-20T09:00:00+08:00', { reason: 'notPaid' }],
  ['a pending application, after its last day', order({ pendingApplication: { kind: 'cancel' } }), '2026-11-27T09:00:00+08:00', { reason: 'applicationPending', kind: 'cancel' }],
  ['a one-day booking on its day', order({ endTime: '2026-11-23' }), '2026-11-23T23:59:59+08:00', null],
]);
