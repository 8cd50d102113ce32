import { describe, expect, it } from 'vitest';
import { editRangeErrors, initialEditRange } from './edit-range';

const booked = { startTime: '2026-11-24', endTime: '2026-11-25', totalDays: 2 };
const TODAY = '2026-11-23';

describe('editRangeErrors', () => {
  it('accepts other days from today on, as long as booked or shorter', () => {
    expect(editRangeErrors({ start: '2026-11-23', end: '2026-11-24' }, booked, TODAY)).toEqual({});
    expect(editRangeErrors({ start: '2026-11-27', end: '2026-11-27' }, booked, TODAY)).toEqual({});
  });

  it('refuses a start before today (Shanghai)', () => {
    expect(editRangeErrors({ start: '2026-11-22', end: '2026-11-23' }, booked, TODAY)).toEqual({ start: 'startBeforeToday' });
  });

  it('refuses a start more than 90 days after today', () => {
    expect(editRangeErrors({ start: '2027-02-22', end: '2027-02-22' }, booked, TODAY)).toEqual({ start: 'startTooFar' });
  });

  it('refuses an end before the start', () => {
    expect(editRangeErrors({ start: '2026-11-26', end: '2026-11-25' }, booked, TODAY)).toEqual({ end: 'endBeforeStart' });
  });

  it('refuses more days than booked', () => {
    expect(editRangeErrors({ start: '2026-11-26', end: '2026-11-28' }, booked, TODAY)).toEqual({ end: 'tooLong' });
  });

  it('refuses the booked days themselves', () => {
    expect(editRangeErrors({ start: '2026-11-24', end: '2026-11-25' }, booked, TODAY)).toEqual({ range: 'unchanged' });
  });
});

describe('initialEditRange', () => {
  it('opens on the booked days while they are ahead', () => {
    expect(initialEditRange(booked, TODAY)).toEqual({ start: '2026-11-24', end: '2026-11-25' });
  });

  it('opens on as many days from today once the booked start has passed', () => {
    expect(initialEditRange({ startTime: '2026-11-20', endTime: '2026-11-22', totalDays: 3 }, TODAY)).toEqual({
      start: '2026-11-23',
      end: '2026-11-25',
    });
  });
});
