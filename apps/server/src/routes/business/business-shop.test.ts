import {
  addOrderEndpoint,
  businessTodayEndpoint,
  checkoutEndpoint,
  confirmOpenEndpoint,
  setShopClosureEndpoint,
  shopSettingsEndpoint,
  storeBusinessTimeEndpoint,
  updateShopCapacityEndpoint,
  updateShopHoursEndpoint,
  type LoginResponse,
} from '@luggage/api/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../test/insert-test-order';
import { insertTestStaff } from '../../test/insert-test-staff';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createPayTestClient } from '../pay/pay-test-client';

// TEST_NOW is Saturday 2025-03-01, 12:00 in Shanghai.
const server = useTravellersTestApp(
  { alice: '13900000081' },
  {
    client: (app, clock) => createPayTestClient(app, clock),
    // Owners and staff of shop 3 and shop 4, and staff of shop 1 only.
    staff: {
      owner3: { storeId: 3, phone: '13800000081', role: 'owner' },
      owner4: { storeId: 4, phone: '13800000082', role: 'owner' },
      staff4: { storeId: 4, phone: '13800000083' },
      staff1: { storeId: 1, phone: '13800000084' },
    },
  },
);
const { sessions, staff } = server;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;
const db = () => server.testApp.database.db;

const get = (path: string, params: Record<string, string>, session: Session) => server.client.get(path, params, session);
const post = (path: string, body: Record<string, unknown>, session: Session) => server.client.post(path, body, session);
const settings = async (storeId: number, session: Session = staff.owner4) =>
  expectContent(await get(shopSettingsEndpoint.path, { storeId: String(storeId) }, session), shopSettingsEndpoint);
/** The shop tables the settings calls write, each row as text: equal snapshots prove nothing was written. */
const shopTables = async () => {
  const snapshot: Record<string, string[]> = {};
  for (const table of ['store', 'store_hours', 'store_goods', 'store_closure', 'store_open_confirmation'] as const) {
    const { rows } = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(table)} t ORDER BY t::text`.execute(db());
    snapshot[table] = rows.map((entry) => entry.row);
  }
  return snapshot;
};
const ids = (orders: { id: string }[]) => orders.map((order) => order.id);

describe('the shop’s day', () => {
  it('lists drop-offs, pick-ups (late first), items in store and pending applications of the shop only', async () => {
    const order = (extra: Partial<Parameters<typeof insertTestOrder>[1]>) =>
      insertTestOrder(db(), { storeId: 4, goodsId: 2, from: '2025-03-01', units: 1, goodsLine: true, payAmount: 800, ...extra });
    const dropOff = await order({});
    const startedYesterday = await order({ from: '2025-02-28', to: '2025-03-02' });
    await order({ from: '2025-02-27', to: '2025-02-28' });
    const storedEndingToday = await order({ storeStatus: 20, units: 2 });
    const storedLate = await order({ from: '2025-02-27', to: '2025-02-28', storeStatus: 20, goodsId: 1 });
    const storedLater = await order({ from: '2025-02-28', to: '2025-03-05', storeStatus: 20, units: 3 });
    await order({ storeStatus: 30 });
    await order({ status: 'unpaid' });
    await order({ from: '2025-03-02' });
    await order({ storeId: 1 });
    const applied = await order({ storeStatus: 100 });
    await db()
      .insertInto('order_application')
      .values({ order_id: applied, kind: 'cancel', reason: 'flight cancelled', part: 20, created_at: new Date(TEST_NOW - 60_000), updated_at: new Date(TEST_NOW - 60_000) })
      .execute();

    const today = expectContent(await get(businessTodayEndpoint.path, { storeId: '4' }, staff.staff4), businessTodayEndpoint);

    expect(today).toMatchObject({ date: '2025-03-01', closed: false, openConfirmedAt: null, inStoreOrders: 3 });
    expect(ids(today.dropOffs)).toEqual([startedYesterday, dropOff, applied]);
    expect(today.dropOffs[2]).toMatchObject({ canCheckIn: false, block: 'applicationPending' });
    expect(ids(today.pickUps)).toEqual([storedLate, storedEndingToday]);
    expect(today.pickUps[0]).toMatchObject({ canCheckOut: true, extraDays: 1 });
    expect(today.inStore).toEqual([
      { goodsId: 1, count: 1 },
      { goodsId: 2, count: 5 },
    ]);
    expect(today.applications).toEqual([
      {
        order: expect.objectContaining({ id: applied, storeStatus: 100 }),
        application: {
          kind: 'cancel',
          status: 'pending',
          reason: 'flight cancelled',
          part: 20,
          startDate: null,
          endDate: null,
          createdAt: new Date(TEST_NOW - 60_000).toISOString(),
        },
      },
    ]);
    expect(ids(today.pickUps)).not.toContain(storedLater);
  });

  it('records the first open confirmation of the day; a repeat answers the first one', async () => {
    const first = expectContent(await post(confirmOpenEndpoint.path, { storeId: 4 }, staff.staff4), confirmOpenEndpoint);
    server.now = TEST_NOW + 3_600_000;
    const again = expectContent(await post(confirmOpenEndpoint.path, { storeId: 4 }, staff.owner4), confirmOpenEndpoint);

    expect(first).toEqual({ date: '2025-03-01', openConfirmedAt: new Date(TEST_NOW).toISOString() });
    expect(again).toEqual(first);
    const today = expectContent(await get(businessTodayEndpoint.path, { storeId: '4' }, staff.staff4), businessTodayEndpoint);
    expect(today.openConfirmedAt).toBe(first.openConfirmedAt);
  });

  it('refuses a shop the caller does not work at and bad input, writing nothing', async () => {
    const before = await shopTables();
    expectFailure(await get(businessTodayEndpoint.path, { storeId: '4' }, staff.staff1), 200, 'you do not work at this shop');
    expectFailure(await post(confirmOpenEndpoint.path, { storeId: 4 }, staff.staff1), 200, 'you do not work at this shop');
    expectFailure(await post(confirmOpenEndpoint.path, { storeId: 0 }, staff.staff4), 200, 'invalid parameter: storeId');
    expectFailure(await post(confirmOpenEndpoint.path, {}, staff.staff4), 200, 'invalid parameter: storeId');
    expect(await shopTables()).toEqual(before);
    expectFailure(await get(businessTodayEndpoint.path, { storeId: 'x' }, staff.staff4), 200, 'invalid parameter: storeId');
    expectFailure(await get(shopSettingsEndpoint.path, {}, staff.staff4), 200, 'invalid parameter: storeId');
    expectFailure(await get(businessTodayEndpoint.path, { storeId: '4' }, sessions.alice), 401, 'token has expired, please log in again');
  });
});

describe('settings changes', () => {
  it('are the owner’s: staff are refused and nothing is written', async () => {
    const before = await shopTables();
    const hours = [{ weekdays: [1], open: '08:00', close: '20:00' }];
    expectFailure(await post(updateShopHoursEndpoint.path, { storeId: 4, hours }, staff.staff4), 200, 'only the shop owner can do this');
    expectFailure(await post(updateShopCapacityEndpoint.path, { storeId: 4, goodsId: 2, capacity: 1 }, staff.staff4), 200, 'only the shop owner can do this');
    expectFailure(await post(setShopClosureEndpoint.path, { storeId: 4, date: '20250310', closed: true }, staff.staff4), 200, 'only the shop owner can do this');
    expectFailure(await post(setShopClosureEndpoint.path, { storeId: 3, date: '20250310', closed: true }, staff.owner4), 200, 'you do not work at this shop');
    expect(await shopTables()).toEqual(before);
  });

  it('replace the opening rules in order and rebuild the text travellers see', async () => {
    const hours = [
      { weekdays: [1, 2, 3, 4], open: '08:00', close: '20:00' },
      { weekdays: [5, 6], open: '08:00', close: '21:00' },
      { weekdays: [7], open: '09:00', close: '18:00' },
    ];
    const answer = expectContent(await post(updateShopHoursEndpoint.path, { storeId: 3, hours }, staff.owner3), updateShopHoursEndpoint);

    expect(answer.hours).toEqual(hours);
    const shown = expectContent(await get(storeBusinessTimeEndpoint.path, { id: '3' }, sessions.alice), storeBusinessTimeEndpoint);
    expect(shown).toEqual({ id: 3, businessTime: '周一至周四 08:00-20:00\n周五至周六 08:00-21:00\n周日 09:00-18:00', hours });
  });

  it('refuse bad hours and write nothing', async () => {
    const before = await shopTables();
    const rule = { weekdays: [1], open: '08:00', close: '20:00' };
    for (const [hours, field] of [
      [[], 'hours'],
      [[{ ...rule, open: '21:00' }], 'hours.0'],
      [[{ ...rule, weekdays: [8] }], 'hours.0.weekdays.0'],
      [[{ ...rule, close: '25:00' }], 'hours.0.close'],
      [Array.from({ length: 8 }, () => rule), 'hours'],
    ] as const) {
      expectFailure(await post(updateShopHoursEndpoint.path, { storeId: 3, hours }, staff.owner3), 200, `invalid parameter: ${field}`);
    }
    expect(await shopTables()).toEqual(before);
  });

  it('show each goods’ peak booked from today on; capacity below it is refused, at it accepted', async () => {
    await insertTestOrder(db(), { storeId: 3, goodsId: 2, from: '2025-03-02', units: 4 });
    await insertTestOrder(db(), { storeId: 3, goodsId: 2, from: '2025-03-05', units: 3 });
    await insertTestOrder(db(), { storeId: 3, goodsId: 2, from: '2025-03-04', to: '2025-03-05', units: 3 });
    await insertTestOrder(db(), { storeId: 3, goodsId: 2, from: '2025-03-03', units: 8, status: 'unpaid', payBefore: TEST_NOW - 1 });
    await insertTestOrder(db(), { storeId: 3, goodsId: 2, from: '2025-02-27', units: 9 });

    expect((await settings(3, staff.owner3)).goods).toEqual([
      { goodsId: 1, price: 2000, capacity: 5, bookedPeak: 0, bookedPeakDate: null },
      { goodsId: 2, price: 1000, capacity: 10, bookedPeak: 6, bookedPeakDate: '2025-03-05' },
    ]);
    const before = await shopTables();
    expectFailure(
      await post(updateShopCapacityEndpoint.path, { storeId: 3, goodsId: 2, capacity: 5 }, staff.owner3),
      200,
      '6 items are already booked on 2025-03-05, the capacity cannot be lower',
    );
    expect(await shopTables()).toEqual(before);

    const answer = expectContent(await post(updateShopCapacityEndpoint.path, { storeId: 3, goodsId: 2, capacity: 6 }, staff.owner3), updateShopCapacityEndpoint);
    expect(answer.goods[1]).toMatchObject({ capacity: 6, bookedPeak: 6 });
    expect(await server.client.bagsLeft(3, '20250304', '20250305')).toEqual([3, 0]);
  });

  it('refuse a bad capacity or a goods the shop does not offer and write nothing', async () => {
    const before = await shopTables();
    for (const [body, field] of [
      [{ goodsId: 2, capacity: 1000 }, 'capacity'],
      [{ goodsId: 2, capacity: -1 }, 'capacity'],
      [{ goodsId: 2, capacity: 1.5 }, 'capacity'],
      [{ goodsId: 3, capacity: 1 }, 'goodsId'],
      [{ goodsId: 2 }, 'capacity'],
    ] as const) {
      expectFailure(await post(updateShopCapacityEndpoint.path, { storeId: 4, ...body }, staff.owner4), 200, `invalid parameter: ${field}`);
    }
    const owner2 = await insertTestStaff(db(), { storeId: 2, phone: '13800000085', role: 'owner' });
    expectFailure(await post(updateShopCapacityEndpoint.path, { storeId: 2, goodsId: 1, capacity: 1 }, owner2), 200, 'invalid parameter: goodsId');
    expect(await shopTables()).toEqual(before);
  });
});

describe('closed days', () => {
  it('cannot close a day with bookings', async () => {
    await insertTestOrder(db(), { storeId: 4, goodsId: 1, from: '2025-03-12', units: 1 });
    await insertTestOrder(db(), { storeId: 4, goodsId: 2, from: '2025-03-11', to: '2025-03-12', units: 2, status: 'unpaid' });
    await insertTestOrder(db(), { storeId: 4, goodsId: 2, from: '2025-03-12', units: 2, status: 'lapsed' });
    const before = await shopTables();

    expectFailure(
      await post(setShopClosureEndpoint.path, { storeId: 4, date: '20250312', closed: true }, staff.owner4),
      200,
      '2 orders are booked on 2025-03-12, the day cannot be closed',
    );
    expect(await shopTables()).toEqual(before);
  });

  it('closes a free day (repeating is harmless): no inventory, checkout and add order refused; reopening undoes it', async () => {
    const close = async (date: string, closed: boolean) =>
      expectContent(await post(setShopClosureEndpoint.path, { storeId: 4, date, closed }, staff.owner4), setShopClosureEndpoint);
    // A checkout before the closure holds nothing, so the day can still be closed; add order then refuses it.
    const cart = { storeId: 4, goodsList: [{ goodsId: 2, count: 1 }], startDate: '20250307', endDate: '20250308' };
    const token = expectContent(await server.client.post(checkoutEndpoint.path, cart, sessions.alice), checkoutEndpoint).addOrderToken;

    expect((await close('20250306', true)).closures).toEqual([{ date: '2025-03-06', bookedOrders: 0 }]);
    expect((await close('20250306', true)).closures).toEqual([{ date: '2025-03-06', bookedOrders: 0 }]);
    expect((await close('20250308', true)).closures).toEqual([
      { date: '2025-03-06', bookedOrders: 0 },
      { date: '2025-03-08', bookedOrders: 0 },
    ]);

    expect(await server.client.bagsLeft(4, '20250306', '20250307')).toEqual([0, 10]);
    expectFailure(
      await server.client.post(checkoutEndpoint.path, { ...cart, startDate: '20250305', endDate: '20250306' }, sessions.alice),
      200,
      'the shop is closed on 2025-03-06, please choose other dates',
    );
    const refused = await server.client.post(addOrderEndpoint.path, { addOrderToken: token, order_from: 'web' }, sessions.alice);
    expect(refused.json()).toMatchObject({ status: 0, errorMsg: expect.stringContaining('2025-03-08') });
    const orders = await db().selectFrom('user_order').select('id').where('store_id', '=', 4).where('start_date', '=', '2025-03-07').execute();
    expect(orders).toEqual([]);

    expect((await close('20250306', false)).closures).toEqual([{ date: '2025-03-08', bookedOrders: 0 }]);
    expect((await close('20250306', false)).closures).toEqual([{ date: '2025-03-08', bookedOrders: 0 }]);
    expect(await server.client.bagsLeft(4, '20250306')).toEqual([10]);
    await close('20250308', false);
  });

  it('counts the orders on a day closed before they were booked', async () => {
    await db().insertInto('store_closure').values({ store_id: 3, day: '2025-03-09', created_by: staff.owner3.userId, created_at: new Date(TEST_NOW) }).execute();
    await insertTestOrder(db(), { storeId: 3, goodsId: 1, from: '2025-03-09', units: 1 });
    await db().insertInto('store_closure').values({ store_id: 3, day: '2025-02-28', created_by: staff.owner3.userId, created_at: new Date(TEST_NOW) }).execute();

    expect((await settings(3, staff.owner3)).closures).toEqual([{ date: '2025-03-09', bookedOrders: 1 }]);
  });

  it('refuses days before today or more than a year ahead, and bad input, writing nothing', async () => {
    const before = await shopTables();
    const closure = (body: Record<string, unknown>) => post(setShopClosureEndpoint.path, { storeId: 4, closed: true, ...body }, staff.owner4);
    const outOfRange = 'closed days can be set from today up to one year ahead';
    expectFailure(await closure({ date: '20250228' }), 200, outOfRange);
    expectFailure(await closure({ date: '20260302' }), 200, outOfRange);
    expectFailure(await closure({ date: '20250230' }), 200, 'invalid parameter: date');
    expectFailure(await closure({ date: '2025-03-10' }), 200, 'invalid parameter: date');
    expectFailure(await closure({ date: '20250310', closed: 'yes' }), 200, 'invalid parameter: closed');
    expect(await shopTables()).toEqual(before);

    expect((await closure({ date: '20260301' })).statusCode).toBe(200);
    expectContent(await post(setShopClosureEndpoint.path, { storeId: 3, date: '20250301', closed: true }, staff.owner3), setShopClosureEndpoint);
    expect(expectContent(await get(businessTodayEndpoint.path, { storeId: '3' }, staff.owner3), businessTodayEndpoint).closed).toBe(true);
  });
});
