import type { ErrorMessageCode } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { refusalFailure, refuse, type OrderRefusal } from './refusal-failure';

describe('refusalFailure', () => {
  it.each<[OrderRefusal, ErrorMessageCode, Record<string, string>]>([
    [{ reason: 'cancelled' }, 'orderNotPaid', {}],
    [{ reason: 'notPaid' }, 'orderNotPaid', {}],
    [{ reason: 'stored' }, 'orderAlreadyStored', {}],
    [{ reason: 'applicationPending', kind: 'cancel' }, 'applicationPending', {}],
    [{ reason: 'applicationPending', kind: 'edit' }, 'applicationPending', {}],
    [{ reason: 'deadlinePassed', deadline: 0 }, 'cancelDeadlinePassed', {}],
    [{ reason: 'stillFree', deadline: 0 }, 'cancelStillFree', {}],
    [{ reason: 'endBeforeStart' }, 'invalidParameter', { field: 'endDate' }],
    [{ reason: 'tooLong', maxDays: 30 }, 'invalidParameter', { field: 'endDate' }],
    [{ reason: 'startPassed', today: '2025-03-01' }, 'startDatePassed', {}],
    [{ reason: 'reviewed' }, 'reviewNotAllowed', {}],
    [{ reason: 'notYet' }, 'reviewNotAllowed', {}],
    [{ reason: 'completed' }, 'orderCompleted', {}],
    [{ reason: 'inStore' }, 'alreadyCheckedIn', {}],
    [{ reason: 'tooEarly', date: '2025-03-02' }, 'checkInTooEarly', { date: '2025-03-02' }],
    [{ reason: 'ended', date: '2025-02-28' }, 'bookingEnded', { date: '2025-02-28' }],
    [{ reason: 'notStored' }, 'orderNotStored', {}],
    [{ reason: 'travellerUnpaidCap', cap: 3 }, 'unpaidOrdersLimit', { count: '3' }],
    [{ reason: 'deviceUnpaidCap', cap: 4 }, 'deviceUnpaidOrdersLimit', { count: '4' }],
  ])('%j → %s', (refusal, code, values) => {
    expect(refusalFailure(refusal)).toMatchObject({ code, httpStatus: 200, values });
  });
});

describe('refuse', () => {
  it('throws the refusal’s failure, and nothing without one', () => {
    expect(() => refuse({ reason: 'notYet' })).toThrow(expect.objectContaining({ code: 'reviewNotAllowed' }));
    expect(() => refuse(null)).not.toThrow();
    expect(() => refuse(undefined)).not.toThrow();
  });
});
