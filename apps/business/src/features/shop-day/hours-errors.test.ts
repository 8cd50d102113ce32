import { describe, expect, it } from 'vitest';
import { hoursErrors } from './hours-errors';

describe('hoursErrors', () => {
  it('accepts rules with weekdays and the opening before the closing, midnight included', () => {
    expect(
      hoursErrors([
        { weekdays: [1, 2, 3, 4, 5], open: '08:00', close: '22:00' },
        { weekdays: [6, 7], open: '09:30', close: '24:00' },
      ]),
    ).toEqual([{}, {}]);
  });

  it('asks for a weekday', () => {
    expect(hoursErrors([{ weekdays: [], open: '08:00', close: '22:00' }])).toEqual([{ days: 'noDays' }]);
  });

  it('refuses a closing at or before the opening', () => {
    expect(hoursErrors([{ weekdays: [1], open: '22:00', close: '08:00' }])).toEqual([{ close: 'closeBeforeOpen' }]);
    expect(hoursErrors([{ weekdays: [1], open: '09:00', close: '09:00' }])).toEqual([{ close: 'closeBeforeOpen' }]);
  });

  it('refuses times that are not HH:mm, without comparing them', () => {
    expect(hoursErrors([{ weekdays: [1], open: '9:00', close: '25:00' }])).toEqual([{ open: 'badTime', close: 'badTime' }]);
    expect(hoursErrors([{ weekdays: [1], open: 'noon', close: '20:00' }])).toEqual([{ open: 'badTime' }]);
  });
});
