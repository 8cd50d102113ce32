import { describe, expect, it } from 'vitest';
import { decodeDays, encodeDays } from './convert-days';

describe('encodeDays', () => {
  it('gives a request’s days their wire form and leaves every other parameter, and what is no real day, as given', () => {
    expect(encodeDays({ storeId: 12, startDate: '2026-11-23', endDate: '2026-02-30', note: '2026-11-23' }, { startDate: true, endDate: true })).toEqual({
      storeId: 12,
      startDate: '20261123',
      endDate: '2026-02-30',
      note: '2026-11-23',
    });
  });

  it('gives parameters without days as given', () => {
    const params = { storeId: 12 };
    expect(encodeDays(params, undefined)).toBe(params);
  });
});

describe('decodeDays', () => {
  it('decodes the days nested in a response’s array, leaving the rest and anything that is no wire day as received', () => {
    const content = { days: [{ date: '20261123', count: 3 }, { date: '2026-11-24' }, { date: null }], total: '20261123' };
    expect(decodeDays(content, { days: { '*': { date: true } } })).toEqual({
      days: [{ date: '2026-11-23', count: 3 }, { date: '2026-11-24' }, { date: null }],
      total: '20261123',
    });
    expect(content.days[0]?.date).toBe('20261123');
  });

  it('decodes every value of a record and leaves absent fields absent', () => {
    expect(decodeDays({ byShop: { a: { lastDay: '20261231' } } }, { byShop: { '*': { lastDay: true } }, other: true })).toEqual({ byShop: { a: { lastDay: '2026-12-31' } } });
  });
});
