import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeedData } from '../../../db/seed/load-seed-data';
import { seedDatabase } from '../../../db/seed/seed-database';
import type { OpenDatabase } from '../../../db/open-database';
import { ApiFailure } from '../../../errors/api-failure';
import { serverPaths } from '../../../paths';
import { createTestDatabase } from '../../../test/test-database';
import type { PlaceProvider } from '../place-provider';
import { createAmapPlaceProvider } from './amap-place-provider';
import invalidKey from './fixtures/error-invalid-user-key.json';
import noTips from './fixtures/inputtips-no-tips.json';
import pandaBaseTips from './fixtures/inputtips-panda-base-nationwide.json';
import peopleSquareTips from './fixtures/inputtips-people-square-shanghai.json';
import atSea from './fixtures/regeo-at-sea.json';
import chengduRegeo from './fixtures/regeo-chengdu-panda-base.json';
import peopleSquareRegeo from './fixtures/regeo-people-square.json';

const KEY = 'test-amap-key';
const TIMEOUT_MS = 50;

// The shipped national city list, so that AMap's adcodes resolve as they do in production.
let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const { cities } = await loadSeedData(serverPaths.seedData);
  await seedDatabase(database.db, { cities, shops: [], places: [] });
});
afterAll(() => database.close());

/** An AMap adapter whose fetch answers with `answer(url)` (a recorded AMap answer) and keeps the URLs asked. */
function recordedAmap(answer: (url: URL) => unknown): { provider: PlaceProvider; asked: URL[] } {
  const asked: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input));
    asked.push(url);
    return Response.json(answer(url));
  };
  return { provider: createAmapPlaceProvider({ db: database.db, key: KEY, fetch, timeoutMs: TIMEOUT_MS }), asked };
}

/** An AMap adapter whose every call fails the way `fetch` does. */
const failingAmap = (fetch: typeof globalThis.fetch) =>
  createAmapPlaceProvider({ db: database.db, key: KEY, fetch, timeoutMs: TIMEOUT_MS });

const params = (url: URL) => Object.fromEntries(url.searchParams);

describe('AMap place search (input tips)', () => {
  it('maps the tips of the city, skipping tips without a point', async () => {
    const { provider, asked } = recordedAmap(() => peopleSquareTips);
    const { results, otherCityResults } = await provider.searchPlaces({ keywords: '人民广场', cityId: 1, page: 1 });

    expect(results.map((place) => place.id)).toEqual(['B00155L3DD', 'BV10006813', 'B0FFFAB6J2', 'B00155FQK4']);
    expect(results[0]).toEqual({
      id: 'B00155L3DD',
      name: '人民广场',
      en: '',
      address: '人民大道',
      district: '黄浦区',
      location: '121.475164,31.228816',
      lng: 121.475164,
      lat: 31.228816,
      cityId: 1,
      cityName: '上海',
    });
    expect(results[2]).toMatchObject({ name: '人民广场地下停车场', address: '' });
    expect(otherCityResults).toEqual([]);
    expect(asked.map((url) => [url.origin + url.pathname, params(url)])).toEqual([
      ['https://restapi.amap.com/v3/assistant/inputtips', { keywords: '人民广场', city: '310000', citylimit: 'true', key: KEY }],
    ]);
  });

  it('asks again without the city limit when the city has no tips, keeping the tips of other cities', async () => {
    const { provider, asked } = recordedAmap((url) => (url.searchParams.get('citylimit') === 'true' ? noTips : pandaBaseTips));
    const { results, otherCityResults } = await provider.searchPlaces({ keywords: '熊猫基地', cityId: 1, page: 1 });

    expect(results).toEqual([]);
    expect(otherCityResults.map((place) => [place.name, place.cityId, place.cityName, place.district])).toEqual([
      ['成都大熊猫繁育研究基地', 234, '成都', '成华区'],
      ['熊猫大道(地铁站)', 234, '成都', '成华区'],
      ['雅安碧峰峡大熊猫基地', 249, '雅安', '雨城区'],
    ]);
    expect(asked.map(params)).toEqual([
      { keywords: '熊猫基地', city: '310000', citylimit: 'true', key: KEY },
      { keywords: '熊猫基地', key: KEY },
    ]);
  });

  it('has a single page: later pages are empty without asking', async () => {
    const { provider, asked } = recordedAmap(() => peopleSquareTips);
    expect(await provider.searchPlaces({ keywords: '人民广场', cityId: 1, page: 2 })).toEqual({ results: [], otherCityResults: [] });
    expect(asked).toEqual([]);
  });
});

describe('AMap reverse geocoding', () => {
  it('gives a municipality its province as the city', async () => {
    const { provider, asked } = recordedAmap(() => peopleSquareRegeo);
    expect(await provider.reverseGeocode({ lng: 121.4752, lat: 31.2312 })).toEqual({
      formattedAddress: '上海市黄浦区南京东路街道人民广场',
      addressComponent: { province: '上海市', city: '上海市', district: '黄浦区', township: '南京东路街道' },
      cityId: 1,
    });
    expect(asked.map((url) => [url.pathname, params(url)])).toEqual([['/v3/geocode/regeo', { location: '121.475200,31.231200', key: KEY }]]);
  });

  it('maps a prefecture city and its adcode to our city', async () => {
    const { provider } = recordedAmap(() => chengduRegeo);
    expect(await provider.reverseGeocode({ lng: 104.1464, lat: 30.7385 })).toEqual({
      formattedAddress: '四川省成都市成华区青龙街道成都大熊猫繁育研究基地',
      addressComponent: { province: '四川省', city: '成都市', district: '成华区', township: '青龙街道' },
      cityId: 234,
    });
  });

  it('answers empty texts and no city for a point outside China', async () => {
    const { provider } = recordedAmap(() => atSea);
    expect(await provider.reverseGeocode({ lng: 124.5, lat: 29.5 })).toEqual({
      formattedAddress: '',
      addressComponent: { province: '', city: '', district: '', township: '' },
      cityId: null,
    });
  });
});

describe('AMap failures', () => {
  const failure = (code: string, reason: string) => ({ code, reason });

  it('status 0 becomes the catalogued failure of each call, with AMap’s reason for the log', async () => {
    const { provider } = recordedAmap(() => invalidKey);
    const search = provider.searchPlaces({ keywords: '人民广场', cityId: 1, page: 1 });
    await expect(search).rejects.toBeInstanceOf(ApiFailure);
    await expect(search).rejects.toMatchObject(
      failure('placeSearchUnavailable', 'AMap assistant/inputtips: status 0 (INVALID_USER_KEY, 10001)'),
    );
    await expect(provider.reverseGeocode({ lng: 121.4752, lat: 31.2312 })).rejects.toMatchObject(
      failure('addressLookupUnavailable', 'AMap geocode/regeo: status 0 (INVALID_USER_KEY, 10001)'),
    );
  });

  it('a network error fails without the key in the reason', async () => {
    const provider = failingAmap(() => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } })));
    const error: unknown = await provider.searchPlaces({ keywords: '外滩', cityId: 1, page: 1 }).catch((reason: unknown) => reason);
    expect(error).toMatchObject(failure('placeSearchUnavailable', 'AMap assistant/inputtips: network error (ENOTFOUND)'));
    expect(JSON.stringify(error) + String((error as ApiFailure).reason)).not.toContain(KEY);
  });

  it('gives up when AMap does not answer in time', async () => {
    const provider = failingAmap(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(provider.reverseGeocode({ lng: 121.4752, lat: 31.2312 })).rejects.toMatchObject(
      failure('addressLookupUnavailable', `AMap geocode/regeo: no answer within ${TIMEOUT_MS} ms`),
    );
  });

  it.each([
    ['an HTTP error', () => new Response('busy', { status: 503 }), 'HTTP 503'],
    ['an answer that is not JSON', () => new Response('<html>gateway</html>'), 'the answer is not JSON'],
    ['an answer of another shape', () => Response.json({ status: '1', info: 'OK' }), 'unexpected answer'],
  ])('fails on %s', async (_name, answer, reason) => {
    const provider = failingAmap(() => Promise.resolve(answer()));
    await expect(provider.searchPlaces({ keywords: '外滩', cityId: 1, page: 1 })).rejects.toMatchObject(
      failure('placeSearchUnavailable', `AMap assistant/inputtips: ${reason}`),
    );
  });
});
