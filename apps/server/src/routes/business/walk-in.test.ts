import { findOrderByCodeEndpoint, uploadLuggagePhotoEndpoint, walkInEndpoint, walkInQuoteEndpoint, type LoginResponse } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../test/fixtures/luggage-photo-fixtures';
import { insertTestOrder } from '../../test/insert-test-order';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createPayTestClient } from '../pay/pay-test-client';
import { databaseSnapshot } from './business-test-client';

const server = useTravellersTestApp(
  { alice: '13900000081' },
  { client: createPayTestClient, staff: { shop1: { storeId: 1, phone: '13800000081' }, shop2: { storeId: 2, phone: '13800000082' } } },
);
const { staff } = server;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;
const db = () => server.testApp.database.db;

/** Shop 1 (seed): suitcases 2000 and bags 1000 fen a day at 80 %; room for 5 suitcases and 10 bags. */
const oneOfEach = [
  { goodsId: 1, count: 1 },
  { goodsId: 2, count: 1 },
];
const quote = (body: Record<string, unknown>, session: Session = staff.shop1) => server.client.post(walkInQuoteEndpoint.path, { storeId: 1, ...body }, session);
const uploadPhoto = async () =>
  expectContent(
    await server.client.post(uploadLuggagePhotoEndpoint.path, { storeId: 1, image: (await solidPng(30, 30)).toString('base64') }, staff.shop1),
    uploadLuggagePhotoEndpoint,
  ).name;
const walkIn = (body: Record<string, unknown>, session: Session = staff.shop1) => server.client.post(walkInEndpoint.path, { storeId: 1, name: 'Mr Wang', ...body }, session);

describe('walk-in quote', () => {
  it('prices today (Shanghai) to the end date from the database at the shop’s discount', async () => {
    expect(expectContent(await quote({ goodsList: oneOfEach, endDate: '20250303' }), walkInQuoteEndpoint)).toEqual({
      startTime: '2025-03-01',
      endTime: '2025-03-03',
      totalDays: 3,
      orderAmount: 9000,
      discountAmount: 1800,
      payAmount: 7200,
    });
    // Just after midnight in Shanghai (still 1 March in UTC) the walk-in starts on 2 March.
    server.now = Date.parse('2025-03-02T00:01:00+08:00');
    expect(expectContent(await quote({ goodsList: [{ goodsId: 2, count: 2 }], endDate: '20250302' }), walkInQuoteEndpoint)).toMatchObject({
      startTime: '2025-03-02',
      totalDays: 1,
      payAmount: 1600,
    });
  });

  it('refuses an end date before today or too far, bad goods, another shop, a closed day and a day without room', async () => {
    expectFailure(await quote({ goodsList: oneOfEach, endDate: '20250228' }), 200, 'invalid parameter: endDate');
    expectFailure(await quote({ goodsList: oneOfEach, endDate: '20250401' }), 200, 'invalid parameter: endDate');
    expectFailure(await quote({ goodsList: oneOfEach, endDate: '2025-03-02' }), 200, 'invalid parameter: endDate');
    expectFailure(await quote({ goodsList: [], endDate: '20250302' }), 200, 'invalid parameter: goodsList');
    expectFailure(await quote({ goodsList: [{ goodsId: 2, count: 1 }, { goodsId: 2, count: 2 }], endDate: '20250302' }), 200, 'invalid parameter: goodsList');
    expectFailure(await quote({ goodsList: [{ goodsId: 2, count: 0 }], endDate: '20250302' }), 200, 'invalid parameter: goodsList.0.count');
    expectFailure(await quote({ goodsList: oneOfEach, endDate: '20250302' }, staff.shop2), 200, 'you do not work at this shop');
    await db().insertInto('store_closure').values({ store_id: 1, day: '2025-03-06', created_by: staff.shop1.userId, created_at: new Date(TEST_NOW) }).execute();
    expectFailure(await quote({ goodsList: oneOfEach, endDate: '20250307' }), 200, 'the shop is closed on 2025-03-06, please choose other dates');
    await insertTestOrder(db(), { storeId: 1, goodsId: 1, from: '2025-03-02', units: 5 });
    expectFailure(
      await quote({ goodsList: oneOfEach, endDate: '20250303' }),
      200,
      'not enough room for large items on 2025-03-02, please choose other dates',
    );
  });
});

describe('walk-in booking', () => {
  it('books, pays at the counter and checks in at once; the answer carries the voucher code', async () => {
    const photo = await uploadPhoto();
    const answer = expectContent(await walkIn({ goodsList: oneOfEach, endDate: '20250301', payAmount: 2400, pic: [photo] }), walkInEndpoint);
    expect(answer).toMatchObject({
      storeId: 1,
      status: 'paid',
      storeStatus: 20,
      startTime: '2025-03-01',
      endTime: '2025-03-01',
      totalDays: 1,
      payAmount: 2400,
      walkIn: true,
      traveller: 'Mr Wang',
      canCheckOut: true,
      checkedInAt: new Date(TEST_NOW).toISOString(),
    });
    expect(answer.voucherCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(answer.pic).toHaveLength(1);

    const order = await db().selectFrom('user_order').selectAll().where('id', '=', answer.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ user_id: null, walk_in_name: 'Mr Wang', order_from: 'counter', status: 'paid', order_amount: 3000, discount_amount: 600 });
    expect([order.paid_at?.getTime(), order.checked_in_by]).toEqual([TEST_NOW, staff.shop1.userId]);
    const payment = await db().selectFrom('payment').selectAll().where('order_id', '=', answer.id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ provider: 'counter', status: 'succeeded', amount: 2400 });
    expect(payment.out_trade_no).toMatch(/^[0-9a-f]{32}$/);
    expect(payment.collected_by).toBe(staff.shop1.userId);
    const reserved = await db()
      .selectFrom('inventory_reservation')
      .select(['goods_id', 'units', 'day'])
      .where('order_id', '=', answer.id)
      .orderBy('goods_id')
      .execute();
    expect(reserved).toEqual([
      { goods_id: 1, units: 1, day: '2025-03-01' },
      { goods_id: 2, units: 1, day: '2025-03-01' },
    ]);
    const attached = await db().selectFrom('luggage_photo').select('order_id').where('name', '=', photo).executeTakeFirstOrThrow();
    expect(attached.order_id).toBe(answer.id);
    const found = expectContent(await server.client.get(findOrderByCodeEndpoint.path, { storeId: '1', code: answer.voucherCode ?? '' }, staff.shop1), findOrderByCodeEndpoint);
    expect(found).toEqual(answer);
  });

  it('refuses another amount, no room, a used photo, bad input and another shop, and writes nothing', async () => {
    const photo = await uploadPhoto();
    const used = await uploadPhoto();
    expectContent(await walkIn({ goodsList: [{ goodsId: 2, count: 1 }], endDate: '20250301', payAmount: 800, pic: [used] }), walkInEndpoint);
    await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-04', units: 10 });
    const before = await databaseSnapshot(db());
    const body = { goodsList: [{ goodsId: 2, count: 1 }], endDate: '20250302', payAmount: 1600, pic: [photo] };
    expectFailure(await walkIn({ ...body, payAmount: 1500 }), 200, 'the amount has changed, please check it again');
    expectFailure(await walkIn({ ...body, endDate: '20250304', payAmount: 3200 }), 200, 'not enough room for bags on 2025-03-04, please choose other dates');
    expectFailure(await walkIn({ ...body, pic: [photo, used] }), 200, 'a photo was not found, please take it again');
    expectFailure(await walkIn({ ...body, name: '   ' }), 200, 'invalid parameter: name');
    expectFailure(await walkIn({ ...body, name: 'x'.repeat(51) }), 200, 'invalid parameter: name');
    expectFailure(await walkIn({ ...body, pic: [] }), 200, 'invalid parameter: pic');
    expectFailure(await walkIn({ ...body, payAmount: -1 }), 200, 'invalid parameter: payAmount');
    expectFailure(await walkIn({ ...body, endDate: '20250228' }), 200, 'invalid parameter: endDate');
    expectFailure(await walkIn(body, staff.shop2), 200, 'you do not work at this shop');
    expect(await databaseSnapshot(db())).toEqual(before);
    expectContent(await walkIn(body), walkInEndpoint);
  });
});
