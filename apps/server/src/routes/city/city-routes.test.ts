import { cityListEndpoint, citySearchEndpoint } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedGet } from '../../test/signed-request';
import { createTestApp, expectContent, expectFailure } from '../../test/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, params: Record<string, string | number>) => testApp.app.inject(signedGet(path, params));

describe('GET /api/user/city/list/', () => {
  it('lists only the covered cities by pinyin, without hot terms (hots=NO2)', async () => {
    const cities = expectContent(await get(cityListEndpoint.path, { hots: 'NO2' }), cityListEndpoint);
    expect(cities.map((city) => city.en)).toEqual(['beijing', 'shanghai', 'suzhou']);
    expect(cities.every((city) => city.covered && !('hots' in city))).toBe(true);
    expect(cities[1]).toEqual({
      id: 1, name: '上海', en: 'shanghai', firstLetter: 'S', province: '上海市', lng: 121.473701, lat: 31.230416, hot: 1, covered: true,
    });
  });

  it('adds the hot-search terms with hots=YES', async () => {
    const cities = expectContent(await get(cityListEndpoint.path, { hots: 'YES' }), cityListEndpoint);
    expect(cities.find((city) => city.id === 1)?.hots).toBe('外滩,迪士尼,虹桥火车站');
  });

  it('adds the hot cities not covered yet, rank 12 at most, with hotCities=YES', async () => {
    const cities = expectContent(await get(cityListEndpoint.path, { hots: 'NO2', hotCities: 'YES' }), cityListEndpoint);
    expect(cities.map((city) => [city.en, city.covered, city.hot])).toEqual([
      ['beijing', true, 2],
      ['hangzhou', false, 3],
      ['shanghai', true, 1],
      ['suzhou', true, 4],
    ]);
  });

  it.each([
    ['hots', { hots: 'MAYBE' }],
    ['hotCities', { hotCities: 'ALL' }],
  ])('refuses an unknown %s value, naming the field', async (field, params) => {
    expectFailure(await get(cityListEndpoint.path, params), 200, `invalid parameter: ${field}`);
  });
});

describe('GET /api/user/city/search/', () => {
  it.each([
    ['Chinese substring', '上', ['上海', '上饶']],
    ['pinyin prefix', 'shang', ['上海', '商丘', '上饶']],
    ['pinyin with spaces and capitals', 'SHANG hai', ['上海']],
    ['initials', 'sz', ['苏州']],
    ['initials of Shanghai', 'sh', ['上海', '商丘', '上饶']],
    ['no match', 'xyz', []],
    ['LIKE wildcards match literally', '%', []],
  ])('%s: %s', async (_name, term, expected) => {
    const cities = expectContent(await get(citySearchEndpoint.path, { name: term }), citySearchEndpoint);
    expect(cities.map((city) => city.name)).toEqual(expected);
  });

  it('puts covered cities first, then by hot rank', async () => {
    const cities = expectContent(await get(citySearchEndpoint.path, { name: 's' }), citySearchEndpoint);
    expect(cities.map((city) => city.name)).toEqual(['上海', '苏州', '商丘', '上饶']);
  });

  it.each([
    ['missing', {}],
    ['blank', { name: '   ' }],
    ['over-long', { name: 'x'.repeat(51) }],
  ])('refuses a %s name', async (_name, params) => {
    expectFailure(await get(citySearchEndpoint.path, params), 200, 'invalid parameter: name');
  });
});
