import {
  addOrderEndpoint,
  checkoutEndpoint,
  setShopClosureEndpoint,
  successEnvelopeSchema,
  updateShopCapacityEndpoint,
  type LoginResponse,
} from '@luggage/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../test/insert-test-order';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { insertTestStaff } from '../../test/insert-test-staff';
import { userHeaders } from '../../test/login-client';
import { signedPost } from '../../test/signed-request';
import { createTestApp, expectContent } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): the races need many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
/** The owner of each shop the races run at: one shop per run, so no run's bookings weigh on another's. */
const owners = new Map<number, Pick<LoginResponse, 'userId' | 'userToken'>>();
beforeAll(async () => {
  testApp = await createTestApp();
  for (const storeId of [1, 3, 4, 6]) owners.set(storeId, await insertTestStaff(testApp.database.db, { storeId, phone: `1380000009${storeId}`, role: 'owner' }));
});
const ownerOf = (storeId: number) => {
  const owner = owners.get(storeId);
  if (!owner) throw new Error(`no owner of shop ${storeId}`);
  return owner;
};
afterAll(() => testApp.close());

const CLIENTS = 40;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;

const post = (path: string, body: Record<string, unknown>, session: Session) => testApp.app.inject(signedPost(path, body, { headers: userHeaders(session) }));
const succeeded = (endpoint: typeof addOrderEndpoint | typeof updateShopCapacityEndpoint | typeof setShopClosureEndpoint, body: unknown) =>
  successEnvelopeSchema(endpoint.response).safeParse(body).success;
const heldBags = async (storeId: number, day: string) =>
  Number(
    (
      await sql<{ units: string }>`SELECT coalesce(sum(r.units), 0) AS units FROM inventory_reservation r JOIN user_order o ON o.id = r.order_id
        WHERE r.store_id = ${storeId} AND r.goods_id = 2 AND r.day = ${day}::date AND o.status IN ('paid', 'unpaid')`.execute(testApp.database.db)
    ).rows[0]?.units,
  );
/** One addOrderToken per user for a bag at `storeId` on `day` (yyyymmdd), taken before the race starts. */
const tokensFor = async (users: Session[], storeId: number, day: string) =>
  Promise.all(
    users.map(async (user) => {
      const cart = { storeId, goodsList: [{ goodsId: 2, count: 1 }], startDate: day, endDate: day };
      return expectContent(await post(checkoutEndpoint.path, cart, user), checkoutEndpoint).addOrderToken;
    }),
  );

describe('settings changes racing bookings (real Postgres)', () => {
  it.each([1, 3, 4])('at shop %i: lowering the capacity while travellers book never leaves more held than the capacity', async (storeId) => {
    const day = '2025-03-02';
    await insertTestOrder(testApp.database.db, { storeId, goodsId: 2, from: day, units: 4 });
    const users = await insertTestSessions(testApp.database.db, CLIENTS);
    const tokens = await tokensFor(users, storeId, '20250302');

    const bookings = users.map((user, index) => post(addOrderEndpoint.path, { addOrderToken: tokens[index], order_from: 'web' }, user));
    const lowering = post(updateShopCapacityEndpoint.path, { storeId, goodsId: 2, capacity: 6 }, ownerOf(storeId));
    const [lowered, ...answers] = await Promise.all([lowering, ...bookings]);

    const capacity = await testApp.database.db.selectFrom('store_goods').select('capacity').where('store_id', '=', storeId).where('goods_id', '=', 2).executeTakeFirstOrThrow();
    const held = await heldBags(storeId, day);
    const booked = answers.filter((answer) => succeeded(addOrderEndpoint, answer.json())).length;
    expect(held).toBe(4 + booked);
    expect(held).toBeLessThanOrEqual(capacity.capacity);
    // Lowered before the bookings filled the day: at most 2 more fit; refused once more than 6 were held.
    expect(succeeded(updateShopCapacityEndpoint, lowered?.json())).toBe(capacity.capacity === 6);
    expect(capacity.capacity === 6 ? booked <= 2 : held > 6).toBe(true);
  });

  it.each([1, 2, 3])('run %i: closing a day while travellers book it: either the closure or the bookings win', async (run) => {
    const compact = `2025031${run}`;
    const day = `2025-03-1${run}`;
    const users = await insertTestSessions(testApp.database.db, 10);
    const tokens = await tokensFor(users, 6, compact);

    const bookings = users.map((user, index) => post(addOrderEndpoint.path, { addOrderToken: tokens[index], order_from: 'web' }, user));
    const closing = post(setShopClosureEndpoint.path, { storeId: 6, date: compact, closed: true }, ownerOf(6));
    const [closed, ...answers] = await Promise.all([closing, ...bookings]);

    const closure = await testApp.database.db.selectFrom('store_closure').select('day').where('store_id', '=', 6).where('day', '=', day).executeTakeFirst();
    const held = await heldBags(6, day);
    const booked = answers.filter((answer) => succeeded(addOrderEndpoint, answer.json())).length;
    expect(held).toBe(booked);
    expect(succeeded(setShopClosureEndpoint, closed?.json())).toBe(closure !== undefined);
    if (closure) expect(held).toBe(0);
    else expect(held).toBeGreaterThan(0);
  });
});
