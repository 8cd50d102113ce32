import { describe, expect, it } from 'vitest';
import { endpointList } from './endpoints';
import { storeSearchByNameEndpoint } from './store/search-by-name';
import { storeInventoryEndpoint } from './store/store-inventory';
import { storeSearchByCoordinateEndpoint } from './store/search-by-coordinate';

describe('endpointList', () => {
  it('has unique names and methods with paths under /api (spec §7: GET and POST /api/user/bill/ share one)', () => {
    expect(new Set(endpointList.map((endpoint) => endpoint.name)).size).toBe(endpointList.length);
    expect(new Set(endpointList.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).size).toBe(endpointList.length);
    for (const endpoint of endpointList) expect(endpoint.path).toMatch(/^\/api\//);
  });

  it('names the shop role of every business call about a shop, and of no other call', () => {
    const aboutOwnSession = ['businessLogout', 'businessInfo'];
    for (const endpoint of endpointList) {
      const isShopCall = endpoint.auth === 'business' && !aboutOwnSession.includes(endpoint.name);
      expect(endpoint.shopRole !== undefined, endpoint.name).toBe(isShopCall);
    }
  });

  it('ends every signed path with a slash', () => {
    for (const endpoint of endpointList.filter((candidate) => candidate.signed)) expect(endpoint.path.endsWith('/')).toBe(true);
  });
});

describe('request schemas', () => {
  const firstField = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.error?.issues[0]?.path[0];

  it.each([
    ['text numbers are coerced', { lng: '121.47', lat: '31.23' }, null],
    ['empty lng', { lng: '', lat: '31.23' }, 'lng'],
    ['missing lat', { lng: '121.47' }, 'lat'],
    ['out of range lat', { lng: '121.47', lat: '91' }, 'lat'],
    ['not a number', { lng: 'east', lat: '31' }, 'lng'],
    ['repeated key (array)', { lng: ['1', '2'], lat: '31' }, 'lng'],
  ])('coordinate search: %s', (_name, query, field) => {
    const result = storeSearchByCoordinateEndpoint.request.safeParse(query);
    expect(result.success ? null : firstField(result)).toBe(field);
  });

  it('strips apostrophes from the shop-name term', () => {
    expect(storeSearchByNameEndpoint.request.parse({ name: "Xi'an Road", cityId: '1' })).toEqual({ name: 'Xian Road', cityId: 1 });
    expect(storeSearchByNameEndpoint.request.safeParse({ name: "'", cityId: '1' }).success).toBe(false);
  });

  it.each([
    ['one day', '20250301', '20250301', null],
    ['thirty days', '20250301', '20250330', null],
    ['thirty-one days', '20250301', '20250331', 'endDate'],
    ['end before start', '20250302', '20250301', 'endDate'],
    ['not a calendar day', '20250230', '20250301', 'startDate'],
    ['wrong format', '2025-03-01', '20250301', 'startDate'],
  ])('inventory dates: %s', (_name, startDate, endDate, field) => {
    const result = storeInventoryEndpoint.request.safeParse({ storeId: '1', startDate, endDate });
    expect(result.success ? null : firstField(result)).toBe(field);
  });
});
