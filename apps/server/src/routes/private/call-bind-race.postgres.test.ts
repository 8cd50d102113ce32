import { callBindEndpoint, successEnvelopeSchema } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../test/insert-test-order';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { userHeaders } from '../../test/login-client';
import { signedPost } from '../../test/signed-request';
import { createTestApp } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db.updateTable('store').set({ phone: '021-63581234' }).where('id', '=', 1).execute();
});
afterAll(() => testApp.close());

describe('protected numbers under concurrency (real Postgres)', () => {
  it.each([1, 2, 3])('run %i: 10 parallel asks for one order and phone give one binding and one number; 10 travellers at once get 10 numbers', async (run) => {
    const db = testApp.database.db;
    const [traveller, ...others] = await insertTestSessions(db, 11);
    if (!traveller) throw new Error('no traveller');
    const orderOf = (userId: string) => insertTestOrder(db, { storeId: 1, goodsId: 2, from: '2025-03-02', units: 1, userId });
    const bind = (session: typeof traveller, orderId: string, phone: string) =>
      testApp.app.inject(signedPost(callBindEndpoint.path, { orderId, phone }, { headers: userHeaders(session) }));
    const numbersOf = (answers: { json: <T>() => T }[]) => answers.map((answer) => successEnvelopeSchema(callBindEndpoint.response).parse(answer.json()).content.virtualNumber);

    const orderId = await orderOf(traveller.userId);
    const same = numbersOf(await Promise.all(Array.from({ length: 10 }, () => bind(traveller, orderId, `1380000${run}000`))));
    expect(new Set(same).size).toBe(1);
    expect(await db.selectFrom('privacy_binding').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);

    // Ten travellers calling the same shop at once: each needs a number no other binding with that shop has.
    const orders = await Promise.all(others.map((other) => orderOf(other.userId)));
    const numbers = numbersOf(await Promise.all(others.map((other, index) => bind(other, orders[index] ?? '', `1390000${run}${String(index).padStart(3, '0')}`))));
    expect(new Set(numbers).size).toBe(10);
    await db.deleteFrom('privacy_binding').execute();
  });
});
