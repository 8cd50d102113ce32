import { expect, it } from 'vitest';
import { describeOrderRuleInZones, orderFacts as order } from '../test/order-rule-table';
import { applyCancelRefusal, type ApplyCancelRefusal } from './apply-cancel-refusal';
import { cancelRefusal } from './cancel-refusal';

const DEADLINE = Date.parse('2026-11-24T00:00:00+08:00');
const stillFree: ApplyCancelRefusal = { reason: 'stillFree', deadline: DEADLINE };

describeOrderRuleInZones<ApplyCancelRefusal | null>(
  'applyCancelRefusal',
  applyCancelRefusal,
  [
    ['the day before', order(), '2026-11-22T20:00:00+08:00', stillFree],
    ['one second before 24:00 of the storage date', order(), '2026-11-23T23:59:59+08:00', stillFree],
    ['at 24:00', order(), '2026-11-24T00:00:00+08:00', null],
    ['days later', order(), '2026-12-01T09:00:00+08:00', null],
    // 16:30Z on the 23rd is 00:30 on the 24th in Shanghai.
    ['past 24:00 Shanghai while still the 23rd in UTC', order(), Date.parse('2026-11-23T16:30:00Z'), null],
    ['before 24:00 Shanghai as a Date', order(), new Date('2026-11-23T15:59:59Z'), stillFree],
    ['unpaid', order({ status: 'unpaid' }), '2026-11-25T00:00:00+08:00', { reason: 'notPaid' }],
    ['cancelled', order({ status: 'cancelled' }), '2026-11-25T00:00:00+08:00', { reason: 'cancelled' }],
    ['stored', order({ storeStatus: 20 }), '2026-11-25T00:00:00+08:00', { reason: 'stored' }],
    ['handed back', order({ storeStatus: 30 }), '2026-11-25T00:00:00+08:00', { reason: 'stored' }],
    ['an application pending already', order({ storeStatus: 100, pendingApplication: { kind: 'cancel' } }), '2026-11-25T00:00:00+08:00', { reason: 'applicationPending', kind: 'cancel' }],
    ['a change pending, while free cancellation is still possible', order({ pendingApplication: { kind: 'edit' } }), '2026-11-23T12:00:00+08:00', { reason: 'applicationPending', kind: 'edit' }],
  ],
  () => {
    it.each(['2026-11-23T23:59:59.999+08:00', '2026-11-24T00:00:00+08:00'])('a changeable order at %s: exactly one of cancel and apply is open', (now) => {
      const cancel = cancelRefusal(order(), now);
      const apply = applyCancelRefusal(order(), now);
      expect([cancel, apply].filter((refusal) => refusal === null)).toHaveLength(1);
    });
  },
);
