import { describeOrderRuleInZones, orderFacts } from '../test/order-rule-table';
import type { OrderFacts } from './order-facts';
import { ORDER_STORE_STATUS } from './order-store-status';
import { reviewRefusal, type ReviewRefusal } from './review-refusal';

/** A paid order for 2026-11-23 whose luggage is at the shop, unless told. */
const order = (facts: Partial<OrderFacts> = {}) => orderFacts({ storeStatus: ORDER_STORE_STATUS.stored, ...facts });

describeOrderRuleInZones<ReviewRefusal | null>('reviewRefusal', reviewRefusal, [
  ['the day before its start', order(), '2026-11-22T23:59:59+08:00', { reason: 'notYet' }],
  ['exactly 00:00 of its start day', order(), '2026-11-23T00:00:00+08:00', { reason: 'notYet' }],
  ['a second into its start day', order(), '2026-11-23T00:00:01+08:00', null],
  ['days later', order(), '2026-12-01T09:00:00+08:00', null],
  // 16:30Z on the 22nd is 00:30 on the 23rd in Shanghai.
  ['16:30 UTC the day before, already its start day in Shanghai', order(), Date.parse('2026-11-22T16:30:00Z'), null],
  ['handed back', order({ storeStatus: ORDER_STORE_STATUS.completed }), '2026-11-25T09:00:00+08:00', null],
  ['never brought to the shop', order({ storeStatus: ORDER_STORE_STATUS.booked }), '2026-11-25T09:00:00+08:00', { reason: 'notStored' }],
  ['never brought, a cancellation applied for', order({ storeStatus: ORDER_STORE_STATUS.cancelApplied }), '2026-11-25T09:00:00+08:00', { reason: 'notStored' }],
  ['never brought, a change of days asked', order({ storeStatus: ORDER_STORE_STATUS.editApplied }), '2026-11-25T09:00:00+08:00', { reason: 'notStored' }],
  ['never brought, before its start', order({ storeStatus: ORDER_STORE_STATUS.booked }), '2026-11-22T09:00:00+08:00', { reason: 'notYet' }],
  ['reviewed already', order({ hasReview: true }), '2026-11-24T09:00:00+08:00', { reason: 'reviewed' }],
  ['reviewed already, before its start', order({ hasReview: true }), '2026-11-22T09:00:00+08:00', { reason: 'reviewed' }],
  ['unpaid', order({ status: 'unpaid', storeStatus: ORDER_STORE_STATUS.booked }), '2026-11-24T09:00:00+08:00', { reason: 'notPaid' }],
  ['refunded after a review', order({ status: 'refunded', hasReview: true }), '2026-11-24T09:00:00+08:00', { reason: 'notPaid' }],
]);
