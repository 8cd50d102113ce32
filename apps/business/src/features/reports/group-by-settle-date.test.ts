import { describe, expect, it } from 'vitest';
import { groupBySettleDate } from './group-by-settle-date';

const row = (id: string, settleDate: string) => ({ id, settleDate });

describe('groupBySettleDate', () => {
  it('keeps the order of dates and of rows within a date', () => {
    expect(groupBySettleDate([row('a', '2026-11-24'), row('b', '2026-11-24'), row('c', '2026-11-23')])).toEqual([
      { settleDate: '2026-11-24', rows: [row('a', '2026-11-24'), row('b', '2026-11-24')] },
      { settleDate: '2026-11-23', rows: [row('c', '2026-11-23')] },
    ]);
  });

  it('puts a date met again later into its first group', () => {
    const groups = groupBySettleDate([row('a', '2026-11-24'), row('b', '2026-11-23'), row('c', '2026-11-24')]);
    expect(groups.map(({ settleDate, rows }) => [settleDate, rows.map(({ id }) => id)])).toEqual([
      ['2026-11-24', ['a', 'c']],
      ['2026-11-23', ['b']],
    ]);
  });

  it('has no groups for no rows', () => expect(groupBySettleDate([])).toEqual([]));
});
