import { describe, expect, it } from 'vitest';
import { orderFacts as order } from '../test/order-rule-table';
import { changeRefusal, type ChangeRefusal } from './change-refusal';
import type { OrderFacts } from './order-facts';

describe('changeRefusal', () => {
  it.each<[string, OrderFacts, ChangeRefusal | null]>([
    ['paid, booked, nothing pending', order({}), null],
    ['paid, storeStatus unknown to the product', order({ storeStatus: 7 }), null],
    ['unpaid', order({ status: 'unpaid' }), { reason: 'notPaid' }],
    ['lapsed', order({ status: 'lapsed' }), { reason: 'notPaid' }],
    ['cancelled', order({ status: 'cancelled' }), { reason: 'cancelled' }],
    ['refunding', order({ status: 'refunding' }), { reason: 'cancelled' }],
    ['refunded', order({ status: 'refunded' }), { reason: 'cancelled' }],
    ['stored', order({ storeStatus: 20 }), { reason: 'stored' }],
    ['handed back', order({ storeStatus: 30 }), { reason: 'stored' }],
    ['a cancellation pending', order({ storeStatus: 100, pendingApplication: { kind: 'cancel' } }), { reason: 'applicationPending', kind: 'cancel' }],
    ['a change of days pending', order({ storeStatus: 110, pendingApplication: { kind: 'edit' } }), { reason: 'applicationPending', kind: 'edit' }],
    ['storeStatus 100 without a pending application', order({ storeStatus: 100 }), null],
    ['not paid comes before stored', order({ status: 'unpaid', storeStatus: 20 }), { reason: 'notPaid' }],
    ['cancelled comes before a pending application', order({ status: 'refunding', pendingApplication: { kind: 'cancel' } }), { reason: 'cancelled' }],
    ['stored comes before a pending application', order({ storeStatus: 20, pendingApplication: { kind: 'edit' } }), { reason: 'stored' }],
  ])('%s → %j', (_, facts, expected) => {
    expect(changeRefusal(facts)).toEqual(expected);
  });
});
