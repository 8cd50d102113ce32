import { placeSearchEndpoint, reverseGeocodeEndpoint } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../create-server';
import { loadSeedData } from '../../db/seed/load-seed-data';
import { seedPlaceSchema, type SeedData } from '../../db/seed/seed-data-schema';
import { serverPaths } from '../../paths';
import invalidKey from '../../services/place/amap/fixtures/error-invalid-user-key.json';
import peopleSquareTips from '../../services/place/amap/fixtures/inputtips-people-square-shanghai.json';
import { placeFactory, testSeedData } from '../../test/factories';
import { signedGet, TEST_NOW } from '../../test/signed-request';
import { createTestApp, expectContent, expectFailure } from '../../test/test-app';

/** The test cities and shops with the shipped place index (and its cities), plus West Lake in Hangzhou (city 3). */
async function seedDataWithShippedPlaces(): Promise<SeedData> {
  const base = testSeedData();
  const shipped = await loadSeedData(serverPaths.seedData);
  const baseCityIds = new Set(base.cities.map((city) => city.id));
  const placeCities = shipped.cities.filter(
    (city) => !baseCityIds.has(city.id) && shipped.places.some((place) => place.cityId === city.id),
  );
  const westLake = placeFactory({
    id: 1001,
    cityId: 3,
    name: '西湖',
    en: 'West Lake',
    district: '西湖区',
    address: '浙江省杭州市西湖区龙井路1号',
    lng: 120.13,
    lat: 30.25,
  });
  return { ...base, cities: [...base.cities, ...placeCities], places: [...shipped.places, seedPlaceSchema.parse(westLake)] };
}

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let specialPlaces: { id: number; name: string; cityId: number }[];
beforeAll(async () => {
  const seedData = await seedDataWithShippedPlaces();
  specialPlaces = seedData.places.filter((place) => place.kind === 'special');
  testApp = await createTestApp({}, seedData);
});
afterAll(() => testApp.close());

const search = async (params: Record<string, string | number>) =>
  expectContent(await testApp.app.inject(signedGet(placeSearchEndpoint.path, params)), placeSearchEndpoint);
const ids = (places: { id: string }[]) => places.map((place) => place.id);

describe('GET /api/place/search/ (built-in index)', () => {
  it.each(['人民广场', 'people', 'rmgc', 'renminguangchang', 'RenMin GuangChang'])('%s finds 人民广场 first', async (keywords) => {
    const { results, otherCityResults } = await search({ keywords, cityId: 1 });
    expect(results[0]).toEqual({
      id: 'place-63',
      name: '人民广场',
      en: "People's Square",
      address: '上海市黄浦区人民大道',
      district: '黄浦区',
      location: '121.4752,31.2312',
      lng: 121.4752,
      lat: 31.2312,
      cityId: 1,
      cityName: '上海',
    });
    expect(otherCityResults).toEqual([]);
  });

  it('ranks exact names, then prefixes, then the rest; places before shops', async () => {
    const { results } = await search({ keywords: '人民广场', cityId: 1 });
    // 人民广场 (exact), 人民广场站 (prefix), the shop 人民广场寄存点 (prefix), then names merely containing it.
    expect(ids(results).slice(0, 3)).toEqual(['place-63', 'place-37', 'shop-1']);
  });

  it('finds the four special places', async () => {
    expect(specialPlaces).toHaveLength(4);
    for (const place of specialPlaces) {
      const { results } = await search({ keywords: place.name, cityId: place.cityId });
      expect(results[0], place.name).toMatchObject({ id: `place-${place.id}`, name: place.name, cityId: place.cityId });
    }
  });

  it.each([
    ['Chinese name', '静安寺寄存点'],
    ['full pinyin', 'jingansijicundian'],
    ['pinyin initials', 'jasjcd'],
    ['English name', "jing'an temple"],
  ])('finds a shop by its %s', async (_name, keywords) => {
    const { results } = await search({ keywords, cityId: 1 });
    expect(results.find((place) => place.id === 'shop-3')).toEqual({
      id: 'shop-3',
      name: '静安寺寄存点',
      en: "Jing'an Temple",
      address: '上海市静安区南京西路1686号',
      district: '静安区',
      location: expect.stringMatching(/^121\.473701,31\.27/),
      lng: 121.473701,
      lat: expect.any(Number),
      cityId: 1,
      cityName: '上海',
    });
  });

  it('finds a shop by its address', async () => {
    expect(ids((await search({ keywords: '南京东路1号', cityId: 1 })).results)).toEqual(['shop-2']);
  });

  it.each(['已下架寄存点', 'yixiajiajicundian', 'Removed Shop'])('never returns a removed shop (%s)', async (keywords) => {
    expect(await search({ keywords, cityId: 1 })).toEqual({ results: [], otherCityResults: [] });
  });

  it('pages by 20', async () => {
    const first = await search({ keywords: 'zhan', cityId: 1 });
    const second = await search({ keywords: 'zhan', cityId: 1, page: 2 });
    expect(first.results).toHaveLength(20);
    expect(second.results.length).toBeGreaterThan(0);
    expect(ids(second.results).filter((id) => ids(first.results).includes(id))).toEqual([]);
    expect(await search({ keywords: 'zhan', cityId: 1, page: 50 })).toEqual({ results: [], otherCityResults: [] });
  });

  it('lists the matches of other cities when the city has none', async () => {
    const { results, otherCityResults } = await search({ keywords: '西湖', cityId: 1 });
    expect(results).toEqual([]);
    expect(otherCityResults).toEqual([
      {
        id: 'place-1001',
        name: '西湖',
        en: 'West Lake',
        address: '浙江省杭州市西湖区龙井路1号',
        district: '西湖区',
        location: '120.13,30.25',
        lng: 120.13,
        lat: 30.25,
        cityId: 3,
        cityName: '杭州',
      },
    ]);
    expect(await search({ keywords: '西湖', cityId: 3 })).toMatchObject({ results: [{ id: 'place-1001' }], otherCityResults: [] });
  });

  it('lists other cities only on the first page', async () => {
    expect(await search({ keywords: '西湖', cityId: 1, page: 2 })).toEqual({ results: [], otherCityResults: [] });
  });

  it('finds shops of other cities with their district', async () => {
    const { results, otherCityResults } = await search({ keywords: '北京站寄存点', cityId: 1 });
    expect(results).toEqual([]);
    expect(otherCityResults).toMatchObject([{ id: 'shop-6', cityId: 2, cityName: '北京', district: '东城区' }]);
  });

  it.each(['无此地点', '%', '_'])('finds nothing for %s', async (keywords) => {
    expect(await search({ keywords, cityId: 1 })).toEqual({ results: [], otherCityResults: [] });
  });

  it.each([
    ['empty keywords', { keywords: '', cityId: 1 }, 'keywords'],
    ['blank keywords', { keywords: '   ', cityId: 1 }, 'keywords'],
    ['keywords of apostrophes only', { keywords: "''", cityId: 1 }, 'keywords'],
    ['51-character keywords', { keywords: 'x'.repeat(51), cityId: 1 }, 'keywords'],
    ['missing cityId', { keywords: '人民广场' }, 'cityId'],
    ['page 0', { keywords: '人民广场', cityId: 1, page: 0 }, 'page'],
    ['page not a number', { keywords: '人民广场', cityId: 1, page: 'two' }, 'page'],
  ])('refuses %s, naming the field', async (_name, params, field) => {
    expectFailure(await testApp.app.inject(signedGet(placeSearchEndpoint.path, params)), 200, `invalid parameter: ${field}`);
  });
});

describe('GET /api/place/regeo/ (built-in index)', () => {
  const regeo = async (lng: number, lat: number) =>
    expectContent(await testApp.app.inject(signedGet(reverseGeocodeEndpoint.path, { lng, lat })), reverseGeocodeEndpoint);

  it.each([
    ["names People's Square's city and district", [121.4752, 31.2312], '上海市黄浦区', { province: '上海市', city: '上海市', district: '黄浦区', township: '' }, 1],
    ['names a municipality without districts in the index', [116.397, 39.908], '北京市', { province: '北京市', city: '北京市', district: '', township: '' }, 2],
    ['puts the province before a prefecture city', [120.16, 30.27], '浙江省杭州市西湖区', { province: '浙江省', city: '杭州市', district: '西湖区', township: '' }, 3],
  ] as const)('%s', async (_name, [lng, lat], formattedAddress, addressComponent, cityId) => {
    expect(await regeo(lng, lat)).toEqual({ formattedAddress, addressComponent, cityId });
  });

  it('takes the district of a nearby place when a neighbouring district’s centre is closer', async () => {
    // Shanghai Tower: the centre of Huangpu is nearer than that of the large Pudong New Area.
    expect((await regeo(121.5055, 31.2335)).addressComponent.district).toBe('浦东新区');
  });

  it('names a nearby town of the district', async () => {
    expect(await regeo(121.3615, 31.1508)).toMatchObject({
      formattedAddress: '上海市闵行区七宝镇',
      addressComponent: { district: '闵行区', township: '七宝镇' },
    });
  });

  it.each([
    ['missing lat', { lng: 121.47 }, 'lat'],
    ['lng out of range', { lng: 181, lat: 31.2 }, 'lng'],
  ])('refuses %s', async (_name, params, field) => {
    expectFailure(await testApp.app.inject(signedGet(reverseGeocodeEndpoint.path, params)), 200, `invalid parameter: ${field}`);
  });
});

describe('with an AMap key', () => {
  const KEY = 'route-test-amap-key';

  /** A server on the same database using AMap, whose fetch is `fetch`; warnings go to `log`. */
  const amapServer = (fetch: typeof globalThis.fetch, log: string[] = []) =>
    createServer({
      db: testApp.database,
      config: { wxMiniprogramLink: null, amapKey: KEY },
      fetch,
      clock: () => TEST_NOW,
      logger: { level: 'warn', stream: { write: (line: string) => log.push(line) } },
    });

  it('answers with AMap’s input tips', async () => {
    const app = amapServer(() => Promise.resolve(Response.json(peopleSquareTips)));
    const content = expectContent(await app.inject(signedGet(placeSearchEndpoint.path, { keywords: '人民广场', cityId: 1 })), placeSearchEndpoint);
    expect(ids(content.results)).toEqual(['B00155L3DD', 'BV10006813', 'B0FFFAB6J2', 'B00155FQK4']);
  });

  it('turns an AMap refusal into a clear message in the request’s language, logging the reason but not the key', async () => {
    const log: string[] = [];
    const app = amapServer(() => Promise.resolve(Response.json(invalidKey)), log);
    const request = { keywords: '人民广场', cityId: 1 };
    expectFailure(await app.inject(signedGet(placeSearchEndpoint.path, request)), 200, 'place search is unavailable, please try again later');
    expectFailure(
      await app.inject(signedGet(placeSearchEndpoint.path, request, { headers: { 'Accept-Language': 'zh-CN' } })),
      200,
      '地点搜索暂时不可用，请稍后重试',
    );
    expect(log.join('\n')).toContain('INVALID_USER_KEY');
    expect(log.join('\n')).not.toContain(KEY);
  });

  it('turns a network failure of reverse geocoding into a clear message', async () => {
    const app = amapServer(() => Promise.reject(new TypeError('fetch failed')));
    expectFailure(
      await app.inject(signedGet(reverseGeocodeEndpoint.path, { lng: 121.4752, lat: 31.2312 })),
      200,
      'the address of this location is unavailable, please try again later',
    );
  });
});
