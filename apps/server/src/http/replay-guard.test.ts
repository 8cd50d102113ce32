import { applyReasonEndpoint, sendSmsCodeEndpoint, storeInfoV2Endpoint, type LoginResponse } from '@luggage/api/contract';
import { SIGNATURE_WINDOW_MS } from '@luggage/api/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../test/insert-test-order';
import { createLoginClient, userHeaders } from '../test/login-client';
import { orderTablesSnapshot } from '../test/order-tables-snapshot';
import { signedGet, signedPost, TEST_NOW } from '../test/signed-request';
import { createTestApp, expectContent, expectFailure } from '../test/test-app';

let now = TEST_NOW;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let alice: LoginResponse;
beforeAll(async () => {
  testApp = await createTestApp({ clock: () => now });
  alice = await createLoginClient(testApp.app, () => now).logIn('13900000041');
});
afterAll(() => testApp.close());

const REPLAYED = 'this request has already been received';
const signatures = async () => (await testApp.database.db.selectFrom('request_signature').select(['uniq', 'sign']).execute()).length;

describe('replayed signed POSTs', () => {
  it('accepts a signed POST once: the same request again is refused and writes nothing', async () => {
    const db = testApp.database.db;
    const orderId = await insertTestOrder(db, { userId: alice.userId, storeId: 1, goodsId: 2, from: '2025-02-27', units: 1 });
    const request = signedPost('/api/user/order/apply_cancel/', { orderId, reason: 'shop closed' }, { timestamp: now, uniq: 'dev001', headers: userHeaders(alice) });
    expect((await testApp.app.inject(request)).json()).toMatchObject({ status: 1, content: { storeStatus: 100 } });
    const before = await orderTablesSnapshot(db);
    expectFailure(await testApp.app.inject(request), 200, REPLAYED);
    // The signature check accepts the Sign in upper case too: that is the same request.
    const headers = { ...(request.headers as Record<string, string>) };
    expectFailure(await testApp.app.inject({ ...request, headers: { ...headers, Sign: headers.Sign?.toUpperCase() ?? '' } }), 200, REPLAYED);
    expect(await orderTablesSnapshot(db)).toEqual(before);
    expect(await db.selectFrom('order_application').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);
  });

  it('a replayed login-code request sends no second SMS', async () => {
    const request = signedPost(sendSmsCodeEndpoint.path, { country: '86', phone: '13900000042' }, { timestamp: now, uniq: 'dev002' });
    expect((await testApp.app.inject({ ...request, remoteAddress: '10.9.0.1' })).json()).toMatchObject({ status: 1 });
    expectFailure(await testApp.app.inject({ ...request, remoteAddress: '10.9.0.2' }), 200, REPLAYED);
    expect(await testApp.database.db.selectFrom('sms_outbox').select('id').where('phone', '=', '13900000042').execute()).toHaveLength(1);
  });

  it('another device (Uniq) or another timestamp is another request', async () => {
    const orderId = await insertTestOrder(testApp.database.db, { userId: alice.userId, storeId: 1, goodsId: 2, from: '2025-02-27', units: 1, storeStatus: 100 });
    await testApp.database.db
      .insertInto('order_application')
      .values({ order_id: orderId, kind: 'cancel', reason: 'x', part: 20, created_at: new Date(now), updated_at: new Date(now) })
      .execute();
    const body = { orderId, reason: 'same words' };
    for (const options of [
      { uniq: 'dev003', timestamp: now },
      { uniq: 'dev004', timestamp: now },
      { uniq: 'dev003', timestamp: now + 1 },
    ]) {
      expectContent(await testApp.app.inject(signedPost(applyReasonEndpoint.path, body, { ...options, headers: userHeaders(alice) })), applyReasonEndpoint);
    }
  });

  it('GETs are not recorded: the same GET may be sent again', async () => {
    const count = await signatures();
    const request = signedGet(storeInfoV2Endpoint.path, { storeId: 1 }, { uniq: 'dev005', timestamp: now });
    expectContent(await testApp.app.inject(request), storeInfoV2Endpoint);
    expectContent(await testApp.app.inject(request), storeInfoV2Endpoint);
    expect(await signatures()).toBe(count);
  });

  it('forgets signatures once their timestamps can no longer be accepted', async () => {
    const request = signedPost(sendSmsCodeEndpoint.path, { country: '86', phone: '13900000043' }, { timestamp: now, uniq: 'dev006' });
    expect((await testApp.app.inject({ ...request, remoteAddress: '10.9.0.3' })).json()).toMatchObject({ status: 1 });
    expect(await signatures()).toBeGreaterThan(0);
    // Past the window the old request is refused as stale, so its row is no longer needed.
    now += 2 * SIGNATURE_WINDOW_MS + 1;
    expectFailure(await testApp.app.inject(request), 200, 'request has expired, please check the time on your device');
    const fresh = signedPost(sendSmsCodeEndpoint.path, { country: '86', phone: '13900000044' }, { timestamp: now, uniq: 'dev007' });
    expect((await testApp.app.inject({ ...fresh, remoteAddress: '10.9.0.4' })).json()).toMatchObject({ status: 1 });
    expect(await testApp.database.db.selectFrom('request_signature').select('uniq').execute()).toEqual([{ uniq: 'dev007' }]);
  });
});
