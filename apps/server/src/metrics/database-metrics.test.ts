import { sandboxPayEndpoint } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { METRICS_PATH } from '../http/register-metrics-endpoint';
import { useSandboxTestApp } from '../routes/pay/use-sandbox-test-app';
import { startRefund } from '../services/payment/refund-payment';
import { expectContent } from '../test/test-app';

const { server } = useSandboxTestApp('sandbox-secret-for-the-database-metrics', { alice: '13700138701' });

/** Every sample of GET /metrics named `name` (with its labels), by its labels' text. */
const samples = async (name: string) => {
  const text = (await server.testApp.app.inject({ method: 'GET', url: METRICS_PATH })).body;
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`).exec(line);
    if (match) found.set(match[1] ?? '', Number(match[2]));
  }
  return found;
};

describe('database gauges at GET /metrics', () => {
  it('shows the pool connections and the refunds still owed, by count and fen', async () => {
    const pool = await samples('db_pool_connections');
    expect(pool.get('{state="total"}')).toBeGreaterThanOrEqual(1);
    if (server.testApp.database.kind === 'postgres') {
      expect([...pool.keys()].sort()).toEqual(['{state="idle"}', '{state="total"}', '{state="waiting"}']);
    }
    expect(await samples('refunds_owed')).toEqual(new Map([['', 0]]));
    expect(await samples('refunds_owed_fen')).toEqual(new Map([['', 0]]));

    const { sessions, client } = server;
    const order = await client.book(sessions.alice, 1, '20250318');
    const outTradeNo = await client.startPaying(sessions.alice, order.orderId);
    expectContent(await client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, sessions.alice), sandboxPayEndpoint);
    const db = server.testApp.database.db;
    const payment = await db.selectFrom('payment').select(['id', 'amount']).where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
    // Recorded, not yet taken by the provider: owed.
    await db.transaction().execute((trx) => startRefund(trx, { orderId: order.orderId, paymentId: payment.id, amount: payment.amount, reason: 'duplicate', now: server.now }));
    expect(await samples('refunds_owed')).toEqual(new Map([['', 1]]));
    expect(await samples('refunds_owed_fen')).toEqual(new Map([['', payment.amount]]));
  });
});
