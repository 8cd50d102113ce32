import { endpointList, orderListEndpoint, type Endpoint } from '@luggage/api/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSession } from '../../services/auth/create-session';
import { insertTestOrder } from '../../test/insert-test-order';
import { userHeaders } from '../../test/login-client';
import { orderTablesSnapshot } from '../../test/order-tables-snapshot';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

const server = useTravellersTestApp({ alice: '13900000031', bob: '13900000032' });
const { sessions } = server;
/** Alice's orders, each in the state in which the calls that use it would succeed for her. */
let orders: Record<OrderKind, string>;
beforeAll(async () => {
  const db = server.testApp.database.db;
  const insert = (overrides: { from: string; status?: 'unpaid'; storeStatus?: number }) =>
    insertTestOrder(db, { userId: sessions.alice.userId, storeId: 3, goodsId: 2, units: 1, payAmount: 800, voucherCode: null, ...overrides });
  orders = {
    // Started two days ago: free cancellation over.
    started: await insert({ from: '2025-02-27' }),
    // Started two days ago and checked in: reviewable.
    stored: await insert({ from: '2025-02-27', storeStatus: 20 }),
    upcoming: await insert({ from: '2025-03-05' }),
    unpaid: await insert({ from: '2025-03-05', status: 'unpaid' }),
    cancelApplied: await insert({ from: '2025-02-27', storeStatus: 100 }),
    editApplied: await insert({ from: '2025-03-05', storeStatus: 110 }),
  };
  const application = (orderId: string, kind: 'cancel' | 'edit') => ({
    order_id: orderId,
    kind,
    reason: 'x',
    part: kind === 'cancel' ? 20 : null,
    start_date: kind === 'edit' ? '2025-03-06' : null,
    end_date: kind === 'edit' ? '2025-03-06' : null,
    created_at: new Date(TEST_NOW),
    updated_at: new Date(TEST_NOW),
  });
  await db.insertInto('order_application').values([application(orders.cancelApplied, 'cancel'), application(orders.editApplied, 'edit')]).execute();
});

type OrderKind = 'started' | 'stored' | 'upcoming' | 'unpaid' | 'cancelApplied' | 'editApplied';

/** Which of Alice's orders each call would act on, and its other parameters (a well-formed request). */
const CALLS: Record<string, { order: OrderKind; extra?: Record<string, unknown> }> = {
  orderInfo: { order: 'started' },
  storeInfoV3: { order: 'started', extra: { storeId: 3 } },
  applyCancel: { order: 'started', extra: { reason: 'shop closed' } },
  cancelApply: { order: 'cancelApplied' },
  applyReason: { order: 'cancelApplied', extra: { reason: 'new words' } },
  editOrder: { order: 'upcoming', extra: { startDate: '20250306', endDate: '20250306' } },
  cancelEdit: { order: 'editApplied' },
  reviewOrder: { order: 'stored', extra: { score: 5, source: 'other' } },
  cancelOrder: { order: 'upcoming', extra: { key: 'plans_changed' } },
  payInfo: { order: 'unpaid' },
  payResult: { order: 'unpaid' },
  payNotify: { order: 'unpaid' },
  payCancel: { order: 'unpaid' },
  callBind: { order: 'started', extra: { phone: '13912345678' } },
  invoiceInfo: { order: 'started' },
  requestInvoice: { order: 'stored', extra: { titleKind: 'company', title: '上海示例贸易有限公司', creditCode: '91350100M000100Y43', email: 'a@example.com' } },
  changeStore: { order: 'upcoming', extra: { storeId: 1 } },
};
/** The calls of this engineer's routes: Alice's own call must succeed (proving Bob's refusal is not about the order's state). */
const OWN_CALLS = ['orderInfo', 'storeInfoV3', 'applyCancel', 'applyReason', 'cancelApply', 'editOrder', 'cancelEdit', 'reviewOrder'];

// Consumer calls: business calls that name an order are checked per shop in business-authorisation.test.ts.
/** The fields of a request schema: an object's, or both sides' of an intersection (orderRequestSchema.and(…)). */
const fieldsOf = (schema: z.ZodType): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : schema instanceof z.ZodIntersection ? [...fieldsOf(schema.def.left as z.ZodType), ...fieldsOf(schema.def.right as z.ZodType)] : [];
const hasOrderId = (endpoint: Endpoint) => endpoint.auth !== 'business' && fieldsOf(endpoint.request).includes('orderId');
const orderEndpoints = endpointList.filter(hasOrderId);
const userEndpoints = endpointList.filter((endpoint) => endpoint.auth === 'user');

const send = (endpoint: Endpoint, params: Record<string, unknown>, headers: Record<string, string>): Promise<LightMyRequestResponse> =>
  endpoint.method === 'GET'
    ? server.client.get(endpoint.path, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])), { headers })
    : server.client.post(endpoint.path, params, { headers });
const isRegistered = (endpoint: Endpoint) => server.testApp.app.hasRoute({ method: endpoint.method, url: endpoint.path });
const requestFor = (endpoint: Endpoint) => {
  const call = CALLS[endpoint.name];
  if (!call) throw new Error(`add ${endpoint.name} to CALLS: it takes an orderId`);
  return { orderId: orders[call.order], ...call.extra };
};

describe('another user’s order is refused exactly like an unknown one, and nothing changes', () => {
  it('covers every call of the contract that takes an orderId', () => {
    expect(orderEndpoints.map((endpoint) => endpoint.name).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(orderEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))('%s', async (_, endpoint) => {
    const request = requestFor(endpoint);
    // A well-formed request: the refusal below is about the order, not the input.
    expect(endpoint.request.safeParse(request).success).toBe(true);
    const before = await orderTablesSnapshot(server.testApp.database.db);
    const answer = await send(endpoint, request, userHeaders(sessions.bob));
    if (isRegistered(endpoint)) {
      expectFailure(answer, 200, 'order not found');
      expectFailure(await send(endpoint, { ...request, orderId: '999999999' }, userHeaders(sessions.bob)), 200, 'order not found');
    } else {
      // Not built yet: the path does not exist, which leaks nothing either.
      expectFailure(answer, 404, 'this API does not exist');
    }
    expect(await orderTablesSnapshot(server.testApp.database.db)).toEqual(before);
  });

  it('the list shows none of Alice’s orders to Bob', async () => {
    expect(expectContent(await send(orderListEndpoint, {}, userHeaders(sessions.bob)), orderListEndpoint).orders).toEqual([]);
    const own = expectContent(await send(orderListEndpoint, {}, userHeaders(sessions.alice)), orderListEndpoint).orders.map((order) => order.id);
    expect(own.sort()).toEqual(Object.values(orders).sort());
  });

  it.each(OWN_CALLS)('control: %s succeeds for Alice herself', async (name) => {
    const endpoint = orderEndpoints.find((candidate) => candidate.name === name);
    if (!endpoint) throw new Error(`${name} is not in the contract`);
    const answer = await send(endpoint, requestFor(endpoint), userHeaders(sessions.alice));
    expect(answer.json(), answer.body).toMatchObject({ status: 1 });
  });
});

describe('HTTP 401 without a traveller’s session', () => {
  const paramsOf = (endpoint: Endpoint) => (hasOrderId(endpoint) ? requestFor(endpoint) : {});

  it.each(userEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))('%s: no token, a business token, a token of another id', async (_, endpoint) => {
    const business = await createSession(server.testApp.database.db, { userId: sessions.alice.userId, area: 'business', now: TEST_NOW });
    const before = await orderTablesSnapshot(server.testApp.database.db);
    const attempts: Record<string, string>[] = [{}, { 'User-Token': business, 'User-Id': sessions.alice.userId }, { 'User-Token': sessions.bob.userToken, 'User-Id': sessions.alice.userId }];
    for (const headers of attempts) {
      const answer = await send(endpoint, paramsOf(endpoint), headers);
      if (isRegistered(endpoint)) expectFailure(answer, 401, 'token has expired, please log in again');
      else expectFailure(answer, 404, 'this API does not exist');
    }
    expect(await orderTablesSnapshot(server.testApp.database.db)).toEqual(before);
  });
});
