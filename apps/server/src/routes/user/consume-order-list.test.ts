import { consumeOrderListEndpoint, type LoginResponse } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../test/insert-test-order';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { insertTestStaff } from '../../test/insert-test-staff';
import { signedGet, TEST_NOW } from '../../test/signed-request';
import { createTestApp, expectContent, expectFailure } from '../../test/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let traveller: Pick<LoginResponse, 'userId' | 'userToken'>;
let other: Pick<LoginResponse, 'userId' | 'userToken'>;

const sessionHeaders = (session: Pick<LoginResponse, 'userId' | 'userToken'>) => ({ 'User-Id': session.userId, 'User-Token': session.userToken });
const list = async (session: Pick<LoginResponse, 'userId' | 'userToken'>, params: Record<string, number> = {}) =>
  expectContent(await testApp.app.inject(signedGet(consumeOrderListEndpoint.path, params, { headers: sessionHeaders(session) })), consumeOrderListEndpoint);

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  [traveller, other] = (await insertTestSessions(db, 2)) as [typeof traveller, typeof other];
  const staff = await insertTestStaff(db, { storeId: 1, phone: '13800000171' });
  const charge = async (userId: string, days: number, amount: number, minutesAfter: number) => {
    const orderId = await insertTestOrder(db, { storeId: 1, goodsId: 2, from: '2026-11-20', to: '2026-11-21', units: 1, userId, status: 'paid' });
    await db
      .insertInto('order_extra_charge')
      .values({ order_id: orderId, store_id: 1, days, amount, collected_by: staff.userId, created_at: new Date(TEST_NOW + minutesAfter * 60_000) })
      .execute();
    return orderId;
  };
  for (let index = 0; index < 11; index += 1) await charge(traveller.userId, 1 + (index % 3), 800 * (1 + (index % 3)), index);
  await charge(other.userId, 2, 1600, 30);
});
afterAll(() => testApp.close());

describe('GET /api/user/consume_order/list/', () => {
  it('lists the caller’s own extra days paid at pick-up, newest first, 10 a page, with the shop that charged them', async () => {
    const first = await list(traveller);
    expect(first.consumes).toHaveLength(10);
    expect(first.consumes[0]).toMatchObject({ kind: 'extraDays', days: 2, amount: 1600, shopName: expect.any(String) as string });
    const times = first.consumes.map((consume) => consume.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await list(traveller, { page: 2 });
    expect(second).toMatchObject({ page: 2, consumes: [{ days: 1, amount: 800 }] });
  });

  it('never shows another traveller’s charges', async () => {
    expect((await list(other)).consumes).toEqual([expect.objectContaining({ days: 2, amount: 1600 })]);
  });

  it('needs a consumer session', async () => {
    expectFailure(await testApp.app.inject(signedGet(consumeOrderListEndpoint.path, {})), 401, 'token has expired, please log in again');
  });
});
