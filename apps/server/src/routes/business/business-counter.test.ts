import {
  businessOrderInfoEndpoint,
  cancelOrderEndpoint,
  findOrderByCodeEndpoint,
  orderInfoEndpoint,
  orderStoreEndpoint,
  sandboxPayEndpoint,
  storeInfoV3Endpoint,
  uploadLuggagePhotoEndpoint,
  type LoginResponse,
} from '@luggage/api/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../test/fixtures/luggage-photo-fixtures';
import { insertTestOrder } from '../../test/insert-test-order';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useSandboxTestApp } from '../pay/use-sandbox-test-app';
import { databaseSnapshot } from './business-test-client';

const { server } = useSandboxTestApp(
  'sandbox-secret-for-the-counter-tests',
  { alice: '13900000071', bob: '13900000072' },
  { staff: { shop1: { storeId: 1, phone: '13800000071' }, shop2: { storeId: 2, phone: '13800000072' } } },
);
const { sessions, staff } = server;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;
const db = () => server.testApp.database.db;

let codeCount = 0;
/** A paid order at shop 1 (bags, 1 item at 1000 fen, 800 after discount) with a fresh voucher code. */
const paidOrder = async (from = '2025-03-01', to = from, extra: Partial<Parameters<typeof insertTestOrder>[1]> = {}) => {
  codeCount += 1;
  const voucherCode = `CNTR${String(codeCount).padStart(4, '0')}`;
  const id = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from, to, units: 1, goodsLine: true, voucherCode, payAmount: 800, ...extra });
  return { id, voucherCode };
};
const uploadPhoto = async (session: Session = staff.shop1, storeId = 1) =>
  expectContent(
    await server.client.post(uploadLuggagePhotoEndpoint.path, { storeId, image: (await solidPng(40, 30)).toString('base64') }, session),
    uploadLuggagePhotoEndpoint,
  ).name;
const checkIn = (orderId: string, pic: string[], session: Session = staff.shop1, storeId = 1) =>
  server.client.post(orderStoreEndpoint.path, { storeId, orderId, status: 20, pic }, session);
const checkOut = (orderId: string, extraAmount: number, session: Session = staff.shop1) =>
  server.client.post(orderStoreEndpoint.path, { storeId: 1, orderId, status: 30, extraAmount }, session);
const orderRow = (id: string) => db().selectFrom('user_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const reservedDays = async (orderId: string) =>
  (
    await db()
      .selectFrom('inventory_reservation')
      .select('day')
      .where('order_id', '=', orderId)
      .orderBy('day')
      .execute()
  ).map((row) => row.day);

describe('order find and info', () => {
  it('finds the shop’s order by its code as typed (spaces, dashes, lower case) or by id, with what the counter may do', async () => {
    const { id, voucherCode } = await paidOrder();
    const typed = `${voucherCode.slice(0, 4).toLowerCase()} - ${voucherCode.slice(4)}`;
    const found = expectContent(await server.client.get(findOrderByCodeEndpoint.path, { storeId: '1', code: typed }, staff.shop1), findOrderByCodeEndpoint);
    expect(found).toMatchObject({ id, voucherCode, status: 'paid', storeStatus: 0, canCheckIn: true, canCheckOut: false, block: null, walkIn: false, pic: [] });
    expect(found.traveller).toMatch(/^137\*{4}\d{4}$/);
    expect(expectContent(await server.client.get(businessOrderInfoEndpoint.path, { storeId: '1', orderId: id }, staff.shop1), businessOrderInfoEndpoint)).toEqual(found);
  });

  it('shows an unpaid order whose payment time has run out as lapsed, as the traveller sees it, and one still in time as unpaid', async () => {
    const lapsed = await paidOrder('2025-03-01', '2025-03-01', { status: 'unpaid', payBefore: TEST_NOW });
    const waiting = await paidOrder('2025-03-01', '2025-03-01', { status: 'unpaid', payBefore: TEST_NOW + 1 });
    const found = expectContent(await server.client.get(findOrderByCodeEndpoint.path, { storeId: '1', code: lapsed.voucherCode }, staff.shop1), findOrderByCodeEndpoint);
    expect(found).toMatchObject({ status: 'lapsed', block: 'notPaid', canCheckIn: false });
    const info = (id: string) => server.client.get(businessOrderInfoEndpoint.path, { storeId: '1', orderId: id }, staff.shop1);
    expect(expectContent(await info(lapsed.id), businessOrderInfoEndpoint)).toEqual(found);
    expect(expectContent(await info(waiting.id), businessOrderInfoEndpoint)).toMatchObject({ status: 'unpaid', block: 'notPaid', canCheckIn: false });
  });

  it('another shop’s order, an unknown one and bad input are refused', async () => {
    const { id, voucherCode } = await paidOrder();
    await db().insertInto('store_staff').values({ store_id: 1, user_id: staff.shop2.userId, role: 'staff', created_at: new Date(TEST_NOW) }).execute();
    try {
      expectFailure(await server.client.get(findOrderByCodeEndpoint.path, { storeId: '2', code: voucherCode }, staff.shop2), 200, 'order not found');
      expectFailure(await server.client.get(businessOrderInfoEndpoint.path, { storeId: '2', orderId: id }, staff.shop2), 200, 'order not found');
    } finally {
      await db().deleteFrom('store_staff').where('store_id', '=', 1).where('user_id', '=', staff.shop2.userId).execute();
    }
    expectFailure(await server.client.get(findOrderByCodeEndpoint.path, { storeId: '1', code: voucherCode }, staff.shop2), 200, 'you do not work at this shop');
    expectFailure(await server.client.get(findOrderByCodeEndpoint.path, { storeId: '1', code: 'ZZZZ9999' }, staff.shop1), 200, 'order not found');
    expectFailure(await server.client.get(findOrderByCodeEndpoint.path, { storeId: '1', code: 'AB12' }, staff.shop1), 200, 'invalid parameter: code');
    expectFailure(await server.client.get(businessOrderInfoEndpoint.path, { storeId: '1', orderId: '0' }, staff.shop1), 200, 'invalid parameter: orderId');
    expectFailure(await server.client.get(businessOrderInfoEndpoint.path, { storeId: 'x', orderId: id }, staff.shop1), 200, 'invalid parameter: storeId');
  });
});

describe('check-in (order/store 20)', () => {
  it('stores the luggage with its photos: who and when, the photos attached, the answer with their URLs', async () => {
    const { id } = await paidOrder();
    const photos = [await uploadPhoto(), await uploadPhoto()];
    const answer = expectContent(await checkIn(id, photos), orderStoreEndpoint);
    expect(answer).toMatchObject({ id, storeStatus: 20, canCheckIn: false, canCheckOut: true, checkedInAt: new Date(TEST_NOW).toISOString(), extraAmount: 0 });
    expect(answer.pic).toHaveLength(2);
    expect(answer.pic.map((url) => url.split('?')[0])).toEqual(expect.arrayContaining(photos.map((name) => `/api/luggage_photos/${name}`)));
    const row = await orderRow(id);
    expect([row.store_status, row.checked_in_by, row.checked_in_at?.getTime()]).toEqual([20, staff.shop1.userId, TEST_NOW]);
    const attached = await db().selectFrom('luggage_photo').select('order_id').where('name', 'in', photos).execute();
    expect(attached.map((photo) => photo.order_id)).toEqual([id, id]);
    expectFailure(await checkIn(id, [await uploadPhoto()]), 200, 'the luggage of this order is already in store');
  });

  it('refuses an order that is not paid, has a pending application, starts later, has ended, is another shop’s or handed back; nothing written', async () => {
    const photo = await uploadPhoto();
    const unpaid = await paidOrder('2025-03-01', '2025-03-01', { status: 'unpaid' });
    const refunded = await paidOrder('2025-03-01', '2025-03-01', { status: 'refunded' });
    const pending = await paidOrder();
    await db()
      .insertInto('order_application')
      .values({ order_id: pending.id, kind: 'edit', reason: 'later', start_date: '2025-03-02', end_date: '2025-03-02', created_at: new Date(TEST_NOW), updated_at: new Date(TEST_NOW) })
      .execute();
    const later = await paidOrder('2025-03-02');
    const ended = await paidOrder('2025-02-27', '2025-02-28');
    const completed = await paidOrder('2025-03-01', '2025-03-01', { storeStatus: 30 });
    const otherShop = await insertTestOrder(db(), { storeId: 2, goodsId: 2, from: '2025-03-01', units: 1, goodsLine: true });
    const before = await databaseSnapshot(db());
    expectFailure(await checkIn(unpaid.id, [photo]), 200, 'this order is not paid');
    expectFailure(await checkIn(refunded.id, [photo]), 200, 'this order is not paid');
    expectFailure(await checkIn(pending.id, [photo]), 200, 'this order already has a pending application');
    expectFailure(await checkIn(later.id, [photo]), 200, 'this booking starts on 2025-03-02, it cannot be checked in yet');
    expectFailure(await checkIn(ended.id, [photo]), 200, 'this booking ended on 2025-02-28, please make a new booking for the luggage');
    expectFailure(await checkIn(completed.id, [photo]), 200, 'this luggage has already been handed back');
    expectFailure(await checkIn(otherShop, [photo]), 200, 'order not found');
    expectFailure(await checkIn(otherShop, [photo], staff.shop1, 2), 200, 'you do not work at this shop');
    expect(await databaseSnapshot(db())).toEqual(before);
    const endedView = expectContent(await server.client.get(findOrderByCodeEndpoint.path, { storeId: '1', code: ended.voucherCode }, staff.shop1), findOrderByCodeEndpoint);
    expect(endedView).toMatchObject({ canCheckIn: false, block: 'ended' });
    // At 00:00 of its first day (Shanghai) the later order can come in.
    server.now = Date.parse('2025-03-02T00:00:00+08:00');
    expect(expectContent(await checkIn(later.id, [photo]), orderStoreEndpoint).storeStatus).toBe(20);
  });

  it('refuses a photo that is unknown, another shop’s or another order’s, and attaches none of the list', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const own = await uploadPhoto();
    const used = await uploadPhoto();
    expectContent(await checkIn(first.id, [used]), orderStoreEndpoint);
    const otherShops = await uploadPhoto(staff.shop2, 2);
    const before = await databaseSnapshot(db());
    for (const stranger of [`${'a'.repeat(32)}.jpg`, otherShops, used]) {
      expectFailure(await checkIn(second.id, [own, stranger]), 200, 'a photo was not found, please take it again');
    }
    expect(await databaseSnapshot(db())).toEqual(before);
  });

  it('bad input on order/store names the field and writes nothing', async () => {
    const { id } = await paidOrder();
    const photo = await uploadPhoto();
    const before = await databaseSnapshot(db());
    const post = (body: Record<string, unknown>) => server.client.post(orderStoreEndpoint.path, body, staff.shop1);
    expectFailure(await post({ storeId: 1, orderId: id, status: 20, pic: [] }), 200, 'invalid parameter: pic');
    expectFailure(await post({ storeId: 1, orderId: id, status: 20, pic: ['../etc/passwd'] }), 200, 'invalid parameter: pic.0');
    expectFailure(await post({ storeId: 1, orderId: id, status: 20, pic: Array(7).fill(photo) }), 200, 'invalid parameter: pic');
    expectFailure(await post({ storeId: 1, orderId: id, status: 25, pic: [photo] }), 200, 'invalid parameter: status');
    expectFailure(await post({ storeId: 1, orderId: 'x1', status: 20, pic: [photo] }), 200, 'invalid parameter: orderId');
    expectFailure(await post({ orderId: id, status: 20, pic: [photo] }), 200, 'invalid parameter: storeId');
    expectFailure(await post({ storeId: 1, orderId: id, status: 30, extraAmount: -1 }), 200, 'invalid parameter: extraAmount');
    expectFailure(await post({ storeId: 1, orderId: id, status: 30, extraAmount: 1.5 }), 200, 'invalid parameter: extraAmount');
    expectFailure(await server.client.post(orderStoreEndpoint.path, { storeId: 1, orderId: id, status: 20, pic: [photo] }, sessions.alice), 401, 'token has expired, please log in again');
    expect(await databaseSnapshot(db())).toEqual(before);
  });
});

describe('check-out (order/store 30)', () => {
  const stored = async (from: string, to: string) => {
    const order = await paidOrder(from, to);
    expectContent(await checkIn(order.id, [await uploadPhoto()]), orderStoreEndpoint);
    return order.id;
  };

  it('on the last day: completed, nothing charged; again or before check-in it is refused', async () => {
    const id = await stored('2025-03-01', '2025-03-01');
    const waiting = await paidOrder();
    expectFailure(await checkOut(waiting.id, 0), 200, 'the luggage of this order has not been stored at the shop');
    server.now = Date.parse('2025-03-01T23:59:00+08:00');
    const answer = expectContent(await checkOut(id, 0), orderStoreEndpoint);
    expect(answer).toMatchObject({ storeStatus: 30, canCheckOut: false, canCheckIn: false, block: 'completed', extraCharge: null, checkedOutAt: new Date(server.now).toISOString() });
    expect(String((await orderRow(id)).checked_out_by)).toBe(staff.shop1.userId);
    expect(await db().selectFrom('order_extra_charge').selectAll().where('order_id', '=', id).execute()).toEqual([]);
    // The luggage has left: its last day holds no room any more.
    expect(await reservedDays(id)).toEqual([]);
    expectFailure(await checkOut(id, 0), 200, 'this luggage has already been handed back');
  });

  it('refuses luggage in store whose order is no longer paid (a refund under way), as the counter’s view does; nothing written', async () => {
    const id = await stored('2025-03-01', '2025-03-01');
    await db().updateTable('user_order').set({ status: 'refunding' }).where('id', '=', id).execute();
    const shown = expectContent(await server.client.get(businessOrderInfoEndpoint.path, { storeId: '1', orderId: id }, staff.shop1), businessOrderInfoEndpoint);
    expect(shown.canCheckOut).toBe(false);
    const before = await databaseSnapshot(db());
    expectFailure(await checkOut(id, 0), 200, 'this order is not paid');
    expect(await databaseSnapshot(db())).toEqual(before);
  });

  it('late: each started Shanghai day after the last is charged at the booked price and must be the amount the counter collected', async () => {
    const id = await stored('2025-03-01', '2025-03-01');
    // 00:05 on 3 March: 2 and 3 March have started, 2 × 800 fen.
    server.now = Date.parse('2025-03-03T00:05:00+08:00');
    const shown = expectContent(await server.client.get(businessOrderInfoEndpoint.path, { storeId: '1', orderId: id }, staff.shop1), businessOrderInfoEndpoint);
    expect([shown.extraDays, shown.extraAmount]).toEqual([2, 1600]);
    const before = await databaseSnapshot(db());
    expectFailure(await checkOut(id, 800), 200, 'the amount has changed, please check it again');
    expectFailure(await checkOut(id, 0), 200, 'the amount has changed, please check it again');
    expect(await databaseSnapshot(db())).toEqual(before);
    const answer = expectContent(await checkOut(id, 1600), orderStoreEndpoint);
    expect(answer).toMatchObject({ storeStatus: 30, extraCharge: { days: 2, amount: 1600 }, extraDays: 0, extraAmount: 0 });
    const charge = await db().selectFrom('order_extra_charge').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
    expect([charge.store_id, charge.days, charge.amount, charge.collected_by, charge.created_at.getTime()]).toEqual([1, 2, 1600, staff.shop1.userId, server.now]);
    expect(await db().selectFrom('payment').selectAll().where('order_id', '=', id).execute()).toEqual([]);
    // Days gone by stay as they were booked.
    expect(await reservedDays(id)).toEqual(['2025-03-01']);
  });

  it('early: today and the later booked days are freed for new bookings (the luggage has left), nothing charged or refunded', async () => {
    const id = await stored('2025-03-01', '2025-03-04');
    server.now = Date.parse('2025-03-02T10:00:00+08:00');
    const [todayBefore = 0, laterBefore = 0] = await server.client.bagsLeft(1, '20250302', '20250303');
    expect(expectContent(await checkOut(id, 0), orderStoreEndpoint)).toMatchObject({ storeStatus: 30, extraCharge: null, payAmount: 800 });
    expect(await reservedDays(id)).toEqual(['2025-03-01']);
    expect(await server.client.bagsLeft(1, '20250302', '20250303')).toEqual([todayBefore + 1, laterBefore + 1]);
  });
});

describe('the traveller’s side of a check-in', () => {
  it('the traveller sees the stored order with a photo URL that serves the JPEG and can no longer cancel; nobody else gets the photo', async () => {
    // A day the other tests of this file leave empty.
    const order = await server.client.book(sessions.alice, 1, '20250306');
    const outTradeNo = await server.client.startPaying(sessions.alice, order.orderId);
    expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, sessions.alice), sandboxPayEndpoint);
    server.now = Date.parse('2025-03-06T09:00:00+08:00');
    const { voucher_code: voucherCode } = await orderRow(order.orderId);
    const found = expectContent(await server.client.get(findOrderByCodeEndpoint.path, { storeId: '1', code: voucherCode ?? '' }, staff.shop1), findOrderByCodeEndpoint);
    expect(found.canCheckIn).toBe(true);
    const photo = await uploadPhoto();
    expectContent(await checkIn(found.id, [photo]), orderStoreEndpoint);

    const detail = expectContent(await server.client.get(orderInfoEndpoint.path, { orderId: order.orderId }, sessions.alice), orderInfoEndpoint);
    expect(detail.storeStatus).toBe(20);
    expect(detail.pic).toHaveLength(1);
    const [url = ''] = detail.pic;
    expect(url.startsWith(`/api/luggage_photos/${photo}?`)).toBe(true);
    const served = await server.testApp.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
    const voucher = expectContent(await server.client.get(storeInfoV3Endpoint.path, { storeId: '1', orderId: order.orderId }, sessions.alice), storeInfoV3Endpoint);
    expect(voucher.order.pic).toEqual(detail.pic);

    expectFailure(
      await server.client.post(cancelOrderEndpoint.path, { orderId: order.orderId, key: 'plans_changed' }, sessions.alice),
      200,
      'the luggage has been stored, this order can no longer be cancelled',
    );
    expectFailure(await server.client.get(orderInfoEndpoint.path, { orderId: order.orderId }, sessions.bob), 200, 'order not found');
    expect((await server.testApp.app.inject({ method: 'GET', url: url.replace(/sig=[0-9a-f]/, (sig) => (sig.endsWith('0') ? 'sig=1' : 'sig=0')) })).statusCode).toBe(404);
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    server.now = expires;
    expect((await server.testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
