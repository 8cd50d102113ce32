import { decideApplicationEndpoint } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomHexId } from '../../services/payment/random-hex-id';
import { insertTestOrder } from '../../test/insert-test-order';
import { insertTestStaff } from '../../test/insert-test-staff';
import { userHeaders } from '../../test/login-client';
import { signedPost, TEST_NOW } from '../../test/signed-request';
import { createTestApp } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
const STAFF = 10;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
const staff: { userId: string; userToken: string }[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
  for (let index = 0; index < STAFF; index += 1) staff.push(await insertTestStaff(testApp.database.db, { storeId: 1, phone: `138000001${String(index).padStart(2, '0')}` }));
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

/** A paid order of one bag on 5 March at shop 1 (¥10.00 paid by a succeeded payment) with a pending application of `kind`. */
async function orderWithApplication(kind: 'cancel' | 'edit'): Promise<string> {
  const orderId = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-05', units: 1, payAmount: 1000, goodsLine: true, storeStatus: kind === 'cancel' ? 100 : 110 });
  const now = new Date(TEST_NOW);
  await db()
    .insertInto('payment')
    .values({ order_id: orderId, provider: 'counter', out_trade_no: randomHexId(), amount: 1000, status: 'succeeded', created_at: now, paid_at: now })
    .execute();
  await db()
    .insertInto('order_application')
    .values({ order_id: orderId, kind, reason: 'race', part: kind === 'cancel' ? 20 : null, start_date: kind === 'edit' ? '2025-03-07' : null, end_date: kind === 'edit' ? '2025-03-07' : null, created_at: now, updated_at: now })
    .execute();
  return orderId;
}

describe('two staff answering at once (real Postgres)', () => {
  it.each(['cancel', 'edit'] as const)(`%s: ${STAFF} staff approve or reject one application at once, exactly one answer counts`, async (kind) => {
    const orderId = await orderWithApplication(kind);
    const answers = await Promise.all(
      staff.map((session, index) =>
        testApp.app.inject(signedPost(decideApplicationEndpoint.path, { storeId: 1, orderId, approve: index % 2 === 0 }, { headers: userHeaders(session) })),
      ),
    );
    const bodies = answers.map((answer) => answer.json<{ status: number; errorMsg?: string }>());
    const winner = bodies.findIndex((body) => body.status === 1);
    expect(bodies.filter((body) => body.status === 1)).toHaveLength(1);
    expect(bodies.filter((body) => body.errorMsg === 'there is no pending application for this order')).toHaveLength(STAFF - 1);

    const approved = winner % 2 === 0;
    const applications = await db().selectFrom('order_application').select('status').where('order_id', '=', orderId).execute();
    expect(applications).toEqual([{ status: approved ? 'approved' : 'rejected' }]);
    const refunds = await db().selectFrom('refund').select('amount').where('order_id', '=', orderId).execute();
    expect(refunds).toEqual(approved && kind === 'cancel' ? [{ amount: 800 }] : []);
    const days = await db().selectFrom('inventory_reservation').select('day').where('order_id', '=', orderId).execute();
    expect(days).toEqual([{ day: approved && kind === 'edit' ? '2025-03-07' : '2025-03-05' }]);
    const order = await db().selectFrom('user_order').select('store_status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.store_status).toBe(0);
  });
});
