import { describe, expect, it } from 'vitest';
import { businessTimeText } from './business-time-text';

describe('businessTimeText', () => {
  it('writes the seed data form: consecutive weekdays as a range, one line per rule', () => {
    expect(
      businessTimeText([
        { weekdays: [1, 2, 3, 4], open: '08:00', close: '20:00' },
        { weekdays: [5, 6], open: '08:00', close: '21:00' },
        { weekdays: [7], open: '09:00', close: '18:00' },
      ]),
    ).toBe('周一至周四 08:00-20:00\n周五至周六 08:00-21:00\n周日 09:00-18:00');
  });

  it('lists separate weekdays and runs in weekday order, once each', () => {
    expect(businessTimeText([{ weekdays: [7, 3, 1, 2, 3, 5], open: '00:00', close: '24:00' }])).toBe('周一至周三、周五、周日 00:00-24:00');
  });
});
