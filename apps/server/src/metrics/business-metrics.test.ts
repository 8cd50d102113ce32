import { addOrderEndpoint, cancelOrderEndpoint, checkoutEndpoint, sandboxPayEndpoint } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { METRICS_PATH } from '../http/register-metrics-endpoint';
import { useSandboxTestApp } from '../routes/pay/use-sandbox-test-app';
import { expectContent } from '../test/test-app';
import { createServerMetrics } from './server-metrics';

const metrics = createServerMetrics(false);
const { server } = useSandboxTestApp('sandbox-secret-for-the-metrics-tests', { alice: '13900000191' }, { deps: { metrics } });

/** The value of the counter `name` as GET /metrics shows it. */
const counter = async (name: string) => {
  const text = (await server.testApp.app.inject({ method: 'GET', url: METRICS_PATH })).body;
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
  if (!line) throw new Error(`no ${name} in:\n${text}`);
  return Number(line.slice(name.length + 1));
};

describe('business counters at GET /metrics', () => {
  it('counts an order booked by add order once, not a refused second add, and its payment once it succeeds, and the refund of its cancellation once started', async () => {
    const { sessions, client } = server;
    expect(await counter('orders_booked_total')).toBe(0);
    const cart = { storeId: 1, goodsList: [{ goodsId: 2, count: 1 }], startDate: '20250318', endDate: '20250318' };
    const token = expectContent(await client.post(checkoutEndpoint.path, cart, sessions.alice), checkoutEndpoint).addOrderToken;
    const { orderId } = expectContent(await client.post(addOrderEndpoint.path, { addOrderToken: token, order_from: 'web' }, sessions.alice), addOrderEndpoint);
    expect(await counter('orders_booked_total')).toBe(1);
    // The token is used up: the refusal books nothing.
    const again = await client.post(addOrderEndpoint.path, { addOrderToken: token, order_from: 'web' }, sessions.alice);
    expect(again.json()).toMatchObject({ status: 0 });
    expect(await counter('orders_booked_total')).toBe(1);

    expect(await counter('payments_succeeded_total')).toBe(0);
    const outTradeNo = await client.startPaying(sessions.alice, orderId);
    expectContent(await client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, sessions.alice), sandboxPayEndpoint);
    expect(await counter('payments_succeeded_total')).toBe(1);
    expect(await counter('refunds_started_total')).toBe(0);

    // Cancelled when paid: its refund is asked of the provider, which takes it; nothing is owed.
    expect(expectContent(await client.post(cancelOrderEndpoint.path, { orderId, key: 'plans_changed' }, sessions.alice), cancelOrderEndpoint).status).toBe('refunded');
    expect(await counter('refunds_started_total')).toBe(1);
    expect(await counter('refunds_owed_total')).toBe(0);
  });
});
