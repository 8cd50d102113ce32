import { requestInvoiceEndpoint } from '@luggage/api/contract';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomHexId } from '../../services/payment/random-hex-id';
import { insertTestOrder } from '../../test/insert-test-order';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { userHeaders } from '../../test/login-client';
import { signedPost } from '../../test/signed-request';
import { createTestApp } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('invoice requests under concurrency (real Postgres)', () => {
  it.each([2, 10])('%i parallel requests for one completed order make one invoice; the others are told it exists', async (parallel) => {
    const db = testApp.database.db;
    const [traveller] = await insertTestSessions(db, 1);
    if (!traveller) throw new Error('no traveller');
    const orderId = await insertTestOrder(db, { storeId: 1, goodsId: 2, from: '2025-03-01', units: 1, userId: traveller.userId, payAmount: 1600, storeStatus: ORDER_STORE_STATUS.completed });
    await db.insertInto('payment').values({ order_id: orderId, provider: 'sandbox', out_trade_no: randomHexId(), amount: 1600, status: 'succeeded', created_at: new Date(), paid_at: new Date() }).execute();
    const request = (index: number) =>
      testApp.app.inject(
        signedPost(requestInvoiceEndpoint.path, { orderId, titleKind: 'personal', title: `旅客${index}`, email: `t${index}@example.com` }, { headers: userHeaders(traveller) }),
      );
    const answers = (await Promise.all(Array.from({ length: parallel }, (_, index) => request(index)))).map((answer) => answer.json<{ status: number; errorCode?: string }>());
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 0).map((answer) => answer.errorCode)).toEqual(Array.from({ length: parallel - 1 }, () => 'invoiceExists'));
    const rows = await db.selectFrom('invoice').select(['status', 'amount']).where('order_id', '=', orderId).execute();
    expect(rows).toEqual([{ status: 'issued', amount: 1600 }]);
  });
});
