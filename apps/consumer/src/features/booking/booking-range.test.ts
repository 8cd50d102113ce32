import { describe, expect, it } from 'vitest';
import { bookingRange } from './booking-range';

const TODAY = '2026-11-23';

describe('bookingRange', () => {
  it.each<[string, string | null, string | null, string, string]>([
    ['nothing chosen: today only', null, null, TODAY, TODAY],
    ['a later start without an end: that day only', '2026-11-25', null, '2026-11-25', '2026-11-25'],
    ['a chosen range', '2026-11-24', '2026-11-26', '2026-11-24', '2026-11-26'],
    ['a start that has passed moves to today', '2026-11-20', '2026-11-24', TODAY, '2026-11-24'],
    ['an end before the start becomes the start', '2026-11-25', '2026-11-24', '2026-11-25', '2026-11-25'],
    ['a start past 90 days ahead becomes the 90th day', '2027-03-01', null, '2027-02-21', '2027-02-21'],
    ['an end past 30 days becomes the 30th day', TODAY, '2027-01-30', TODAY, '2026-12-22'],
  ])('%s', (_, startDate, endDate, expectedStart, expectedEnd) => {
    expect(bookingRange({ startDate, endDate }, TODAY)).toMatchObject({ startDate: expectedStart, endDate: expectedEnd });
  });

  it('lets the start be at most 90 days after today', () => {
    expect(bookingRange({ startDate: null, endDate: null }, TODAY).latestStartDate).toBe('2027-02-21');
  });

  it('allows 30 days from the start', () => {
    expect(bookingRange({ startDate: '2026-11-30', endDate: null }, TODAY).latestEndDate).toBe('2026-12-29');
  });
});
