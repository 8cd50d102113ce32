import { describe, expect, it } from 'vitest';
import { pendingApplicationOf, type OrderWithApplication } from './pending-application-of';

const application = (kind: 'cancel' | 'edit', status: 'pending' | 'withdrawn' | 'approved' | 'rejected') => ({ kind, status });

describe('pendingApplicationOf', () => {
  it.each<[string, OrderWithApplication, { kind: 'cancel' | 'edit' } | null]>([
    ['no application, booked', { storeStatus: 0, application: null }, null],
    ['a pending cancellation', { storeStatus: 100, application: application('cancel', 'pending') }, { kind: 'cancel' }],
    ['a pending change of days', { storeStatus: 110, application: application('edit', 'pending') }, { kind: 'edit' }],
    ['a pending cancellation whatever storeStatus says', { storeStatus: 0, application: application('cancel', 'pending') }, { kind: 'cancel' }],
    ['storeStatus 100 answered by apply_cancel, the application not read again', { storeStatus: 100, application: null }, { kind: 'cancel' }],
    ['storeStatus 110 answered by edit/apply, an older application withdrawn', { storeStatus: 110, application: application('cancel', 'withdrawn') }, { kind: 'edit' }],
    ['withdrawn, storeStatus back to 0', { storeStatus: 0, application: application('edit', 'withdrawn') }, null],
    ['rejected', { storeStatus: 0, application: application('cancel', 'rejected') }, null],
    ['approved change, stored since', { storeStatus: 20, application: application('edit', 'approved') }, null],
  ])('%s → %j', (_, order, expected) => {
    expect(pendingApplicationOf(order)).toEqual(expected);
  });
});
