import { loginEndpoint, orderStoreEndpoint, sendSmsCodeEndpoint } from '@luggage/api/contract';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { describe, expect, it } from 'vitest';
import { randomHexId } from '../../services/payment/random-hex-id';
import { insertTestOrder } from '../../test/insert-test-order';
import { userHeaders } from '../../test/login-client';
import { expectContent } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

// A server configured with REWARD_PERCENT=20 and REWARD_CAP_FEN=300.
const server = useTravellersTestApp(
  { promoter: '13700138351' },
  { deps: { config: { wxMiniprogramLink: null, rewardRule: { percent: 20, capFen: 300 } } }, staff: { shop1: { storeId: 1, phone: '13700138398' } } },
);
const db = () => server.testApp.database.db;

describe('the configured reward rule', () => {
  it('pays the configured percentage, up to the configured cap', async () => {
    await db().updateTable('app_user').set({ promotion_code: 'RULE01' }).where('id', '=', server.sessions.promoter.userId).execute();
    const phone = '13700138352';
    expectContent(await server.client.post(sendSmsCodeEndpoint.path, { country: '86', phone }), sendSmsCodeEndpoint);
    const friend = expectContent(await server.client.post(loginEndpoint.path, { country: '86', phone, code: await server.client.outboxCode(phone), promo: 'RULE01' }), loginEndpoint);
    const amounts = [];
    for (const paid of [1000, 2000]) {
      const orderId = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-01', units: 1, goodsLine: true, userId: friend.userId, payAmount: paid, storeStatus: ORDER_STORE_STATUS.stored });
      await db()
        .insertInto('payment')
        .values({ order_id: orderId, provider: 'sandbox', out_trade_no: randomHexId(), amount: paid, status: 'succeeded', created_at: new Date(server.now), paid_at: new Date(server.now) })
        .execute();
      expectContent(await server.client.post(orderStoreEndpoint.path, { storeId: 1, orderId, status: 30, extraAmount: 0 }, { headers: userHeaders(server.staff.shop1) }), orderStoreEndpoint);
      amounts.push((await db().selectFrom('reward').select('amount').where('order_id', '=', orderId).executeTakeFirstOrThrow()).amount);
    }
    expect(amounts).toEqual([200, 300]);
  });
});
