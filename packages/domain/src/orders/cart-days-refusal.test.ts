import { describe, expect, it } from 'vitest';
import { cartDaysRefusal } from './cart-days-refusal';

const NOW = '2026-11-23T12:00:00+08:00';

describe('cartDaysRefusal', () => {
  it('refuses a new booking starting more than 90 days ahead', () => {
    expect(cartDaysRefusal({ startDate: '2027-02-22', endDate: '2027-02-22' }, NOW)).toEqual({ reason: 'startTooFar', latestStart: '2027-02-21' });
  });

  it('lets an extension start beyond the latest start, but not before today', () => {
    expect(cartDaysRefusal({ startDate: '2027-02-22', endDate: '2027-02-22', delayId: '7' }, NOW)).toBeUndefined();
    expect(cartDaysRefusal({ startDate: '2026-11-22', endDate: '2026-11-22', delayId: '7' }, NOW)).toEqual({ reason: 'startPassed', today: '2026-11-23' });
  });
});
