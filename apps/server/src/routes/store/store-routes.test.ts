import {
  storeBusinessTimeEndpoint,
  storeInfoV2Endpoint,
  storeInventoryEndpoint,
  storeSearchByCoordinateEndpoint,
  storeSearchByNameEndpoint,
} from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder, insertTestUser } from '../../test/insert-test-order';
import { signedGet, TEST_NOW } from '../../test/signed-request';
import { createTestApp, expectContent, expectFailure } from '../../test/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, params: Record<string, string | number>, headers?: Record<string, string>) =>
  testApp.app.inject(signedGet(path, params, headers ? { headers } : {}));
const notFound = 'the merchant does not exist or has been taken off the shelves';

describe('GET /api/user/store/search_by_coordinate_simple/', () => {
  it('returns shops on sale within 5 km, nearest first, with distances and the point’s city', async () => {
    const content = expectContent(
      await get(storeSearchByCoordinateEndpoint.path, { lng: 121.473701, lat: 31.230416, stat: '1', cityName: '上海' }),
      storeSearchByCoordinateEndpoint,
    );
    expect(content.stores.map((shop) => [shop.id, shop.distance])).toEqual([
      [1, 0],
      [2, 1000],
      [3, 4500],
    ]);
    expect(content).toMatchObject({ cover: true, cityNum: 3, cityId: 1, cityName: '上海', longitude: 121.473701, latitude: 31.230416 });
    expect(content.geo).toHaveLength(7);
    expect(content.stores[0]).toMatchObject({
      pics: ['/api/photos/shop-001-1.jpg', '/api/photos/shop-001-2.jpg'],
      geohash: content.geo,
      inventory: [
        { goodsId: 1, count: 5, price: 2000, discount: 1600 },
        { goodsId: 2, count: 10, price: 1000, discount: 800 },
      ],
    });
  });

  it('reports an uncovered city and no shops far from any', async () => {
    const content = expectContent(await get(storeSearchByCoordinateEndpoint.path, { lng: 120.16, lat: 30.27 }), storeSearchByCoordinateEndpoint);
    expect(content).toMatchObject({ stores: [], cover: false, cityId: 3, cityName: '杭州', cityNum: 3 });
  });

  it('subtracts the units held today from the shown inventory', async () => {
    await insertTestOrder(testApp.database.db, { storeId: 2, goodsId: 2, from: '2025-03-01', units: 2 });
    const content = expectContent(await get(storeSearchByCoordinateEndpoint.path, { lng: 121.473701, lat: 31.230416 }), storeSearchByCoordinateEndpoint);
    expect(content.stores.find((shop) => shop.id === 2)?.inventory).toEqual([{ goodsId: 2, count: 1, price: 1500, discount: 1500 }]);
  });

  it('says which shop is closed today by its owner, with no units left today', async () => {
    const owner = await insertTestUser(testApp.database.db);
    await testApp.database.db.insertInto('store_closure').values({ store_id: 3, day: '2025-03-01', created_by: owner.id, created_at: new Date(TEST_NOW) }).execute();
    const content = expectContent(await get(storeSearchByCoordinateEndpoint.path, { lng: 121.473701, lat: 31.230416 }), storeSearchByCoordinateEndpoint);
    const closed = content.stores.find((shop) => shop.id === 3);
    expect(closed?.closedToday).toBe(true);
    expect(closed?.inventory.map((item) => item.count)).toEqual(closed?.inventory.map(() => 0));
    expect(closed?.inventory.length).toBeGreaterThan(0);
    expect(content.stores.filter((shop) => shop.id !== 3).map((shop) => shop.closedToday)).toEqual([false, false]);
  });

  it.each([
    ['missing lng', { lat: 31.2 }, 'lng'],
    ['lng not a number', { lng: 'east', lat: 31.2 }, 'lng'],
    ['lat out of range', { lng: 121.4, lat: 95 }, 'lat'],
    ['over-long log', { lng: 121.4, lat: 31.2, log: 'x'.repeat(201) }, 'log'],
  ])('refuses %s', async (_name, params, field) => {
    expectFailure(await get(storeSearchByCoordinateEndpoint.path, params), 200, `invalid parameter: ${field}`);
  });
});

describe('GET /api/user/store/search_by_name/', () => {
  it.each([
    ['Chinese name', { name: '寄存', cityId: 1 }, [1, 2, 3, 4]],
    ['English name, any case, apostrophe stripped', { name: "jing'an", cityId: 1 }, []],
    ['English name with apostrophe in the data', { name: 'people', cityId: 1 }, [1]],
    ['address', { name: '南京东路', cityId: 1 }, [2]],
    ['other city', { name: '寄存', cityId: 2 }, [6]],
  ])('%s', async (_name, params, ids) => {
    const shops = expectContent(await get(storeSearchByNameEndpoint.path, params), storeSearchByNameEndpoint);
    expect(shops.map((shop) => shop.id).sort()).toEqual(ids);
  });

  it.each([
    ['missing cityId', { name: '寄存' }, 'cityId'],
    ['cityId zero', { name: '寄存', cityId: 0 }, 'cityId'],
    ['name only an apostrophe', { name: "'", cityId: 1 }, 'name'],
  ])('refuses %s', async (_name, params, field) => {
    expectFailure(await get(storeSearchByNameEndpoint.path, params), 200, `invalid parameter: ${field}`);
  });
});

// info_v3 (the shop with the caller's order) is tested with the orders: routes/order/order-views.test.ts.
describe('GET /api/user/store/info_v2/', () => {
  it('returns the shop with its derived fields', async () => {
    const shop = expectContent(await get(storeInfoV2Endpoint.path, { storeId: 1 }), storeInfoV2Endpoint);
    expect(shop).toMatchObject({
      id: 1,
      opening: ['周一至周五 08:00-20:00', '周六至周日 09:00-18:00'],
      simpleAddress: '人民广场地铁站',
      bootPrice: 2000,
      bagPrice: 1000,
      discount: 80,
      hours: [
        { weekdays: [1, 2, 3, 4, 5], open: '08:00', close: '20:00' },
        { weekdays: [6, 7], open: '09:00', close: '18:00' },
      ],
    });
    expect(shop.distance).toBeUndefined();
  });

  it('has null prices and address part when the shop lacks them', async () => {
    const shop = expectContent(await get(storeInfoV2Endpoint.path, { storeId: 2 }), storeInfoV2Endpoint);
    expect(shop).toMatchObject({ simpleAddress: null, bootPrice: null, bagPrice: 1500 });
  });

  it("gives the shop's English address from the seed, or null when it has none", async () => {
    expect(expectContent(await get(storeInfoV2Endpoint.path, { storeId: 1 }), storeInfoV2Endpoint).addressEn).toBe('120 Renmin Avenue, Huangpu District, Shanghai');
    expect(expectContent(await get(storeInfoV2Endpoint.path, { storeId: 2 }), storeInfoV2Endpoint).addressEn).toBeNull();
  });

  it("gives the shop's phone number, or null when it has none", async () => {
    await testApp.database.db.updateTable('store').set({ phone: '021-63581234' }).where('id', '=', 3).execute();
    expect(expectContent(await get(storeInfoV2Endpoint.path, { storeId: 3 }), storeInfoV2Endpoint).phone).toBe('021-63581234');
    expect(expectContent(await get(storeInfoV2Endpoint.path, { storeId: 1 }), storeInfoV2Endpoint).phone).toBeNull();
  });

  it.each([
    [storeInfoV2Endpoint.path, 'unknown', { storeId: 999 }],
    [storeInfoV2Endpoint.path, 'removed', { storeId: 5 }],
  ])('%s answers HTTP 404 for a %s shop', async (path, _name, params) => {
    expectFailure(await get(path, params), 404, notFound);
  });

  it('answers the 404 in Chinese for a Chinese browser', async () => {
    expectFailure(await get(storeInfoV2Endpoint.path, { storeId: 999 }, { 'Accept-Language': 'zh-CN,zh;q=0.9' }), 404, '商户不存在或已下架');
  });

  it.each([
    [storeInfoV2Endpoint.path, { storeId: 'abc' }, 'storeId'],
    [storeInfoV2Endpoint.path, { storeId: 1.5 }, 'storeId'],
  ])('%s refuses %o', async (path, params, field) => {
    expectFailure(await get(path, params), 200, `invalid parameter: ${field}`);
  });
});

describe('GET /api/user/store/inventory/', () => {
  it('gives capacity − held units for every day of the range: paid orders and unpaid ones before pay_before', async () => {
    const db = testApp.database.db;
    await insertTestOrder(db, { storeId: 1, goodsId: 1, from: '2025-03-02', units: 2 });
    await insertTestOrder(db, { storeId: 1, goodsId: 1, from: '2025-03-02', units: 3, status: 'unpaid', payBefore: TEST_NOW + 1 });
    await insertTestOrder(db, { storeId: 1, goodsId: 2, from: '2025-03-03', units: 4 });
    // Not held: lapsed unpaid, cancelled and refunded orders.
    await insertTestOrder(db, { storeId: 1, goodsId: 2, from: '2025-03-01', to: '2025-03-03', units: 1, status: 'unpaid', payBefore: TEST_NOW });
    for (const status of ['cancelled', 'refunded', 'lapsed'] as const) {
      await insertTestOrder(db, { storeId: 1, goodsId: 2, from: '2025-03-01', to: '2025-03-03', units: 1, status });
    }
    const response = await get(storeInventoryEndpoint.path, { storeId: 1, startDate: '20250301', endDate: '20250303' });
    expect((response.json() as { content: { days: { date: string }[] } }).content.days.map((day) => day.date)).toEqual(['20250301', '20250302', '20250303']);
    const content = expectContent(response, storeInventoryEndpoint);
    expect(content.days.map((day) => [day.date, day.inventory.map((item) => item.count)])).toEqual([
      ['2025-03-01', [5, 10]],
      ['2025-03-02', [0, 10]],
      ['2025-03-03', [5, 6]],
    ]);
    expect(content.days[0]?.inventory[0]).toEqual({ goodsId: 1, count: 5, price: 2000, discount: 1600 });
  });

  it.each([
    ['a start before today (Shanghai)', { storeId: 1, startDate: '20250228', endDate: '20250301' }, 'startDate'],
    ['an end before the start', { storeId: 1, startDate: '20250303', endDate: '20250302' }, 'endDate'],
    ['more than 30 days', { storeId: 1, startDate: '20250301', endDate: '20250331' }, 'endDate'],
    ['a malformed date', { storeId: 1, startDate: '2025-03-01', endDate: '20250301' }, 'startDate'],
    ['a day that does not exist', { storeId: 1, startDate: '20250301', endDate: '20250230' }, 'endDate'],
    ['a bad delay', { storeId: 1, startDate: '20250301', endDate: '20250301', delay: -1 }, 'delay'],
  ])('refuses %s', async (_name, params, field) => {
    expectFailure(await get(storeInventoryEndpoint.path, params), 200, `invalid parameter: ${field}`);
  });

  it('refuses a removed shop', async () => {
    expectFailure(await get(storeInventoryEndpoint.path, { storeId: 5, startDate: '20250301', endDate: '20250301' }), 200, notFound);
  });
});

describe('GET /api/user/store/business_time/', () => {
  it('returns the text and the rules', async () => {
    const content = expectContent(await get(storeBusinessTimeEndpoint.path, { id: 1 }), storeBusinessTimeEndpoint);
    expect(content).toEqual({
      id: 1,
      businessTime: '周一至周五 08:00-20:00\n周六至周日 09:00-18:00',
      hours: [
        { weekdays: [1, 2, 3, 4, 5], open: '08:00', close: '20:00' },
        { weekdays: [6, 7], open: '09:00', close: '18:00' },
      ],
    });
  });

  it('refuses an unknown shop and a missing id', async () => {
    expectFailure(await get(storeBusinessTimeEndpoint.path, { id: 999 }), 200, notFound);
    expectFailure(await get(storeBusinessTimeEndpoint.path, {}), 200, 'invalid parameter: id');
  });
});
