import { addOrderEndpoint, checkoutEndpoint, sandboxPayEndpoint, type LoginResponse } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { userHeaders } from '../../test/login-client';
import { randomUniq, signedPost } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useSandboxTestApp } from '../pay/use-sandbox-test-app';

const { server } = useSandboxTestApp(
  'sandbox-secret-for-the-unpaid-caps-tests',
  { alice: '13700138201', bob: '13700138202', carol: '13700138203', dave: '13700138204', erin: '13700138205' },
  { deps: { config: { wxMiniprogramLink: null, unpaidOrderCaps: { perTraveller: 3, perDevice: 3 } } } },
);
const { sessions } = server;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;
const db = () => server.testApp.database.db;

/** A signed POST of `session` from the device `uniq` (a new one unless told; one device never sends the same signed body twice). */
const post = (path: string, body: Record<string, unknown>, session: Session, uniq = randomUniq()) =>
  server.testApp.app.inject({ ...signedPost(path, body, { timestamp: server.now, uniq, headers: userHeaders(session) }), remoteAddress: '203.0.113.7' });
/** The addOrderToken of one bag at shop 1 on March `day`, 2025. */
const tokenFor = async (session: Session, day: number, uniq?: string) => {
  const cart = { storeId: 1, goodsList: [{ goodsId: 2, count: 1 }], startDate: `202503${String(day).padStart(2, '0')}`, endDate: `202503${String(day).padStart(2, '0')}` };
  return expectContent(await post(checkoutEndpoint.path, cart, session, uniq), checkoutEndpoint).addOrderToken;
};
const add = (session: Session, addOrderToken: string, uniq?: string) => post(addOrderEndpoint.path, { addOrderToken, order_from: 'web' }, session, uniq);
/** Books one bag on March `day` for `session` from `uniq`; answers the unpaid order. */
const book = async (session: Session, day: number, uniq?: string) => expectContent(await add(session, await tokenFor(session, day, uniq), uniq), addOrderEndpoint);
const pay = async (session: Session, orderId: string) => {
  const outTradeNo = await server.client.startPaying(session, orderId);
  expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, session), sandboxPayEndpoint);
};
const ordersOf = async (session: Session) =>
  (await db().selectFrom('user_order').select(['id', 'status']).where('user_id', '=', session.userId).orderBy('id').execute()).map((row) => row.status);

describe('unpaid orders caps (order/add)', () => {
  it('refuses a traveller’s fourth unpaid order, writing nothing, until paying one frees a slot for the same booking', async () => {
    const [first] = [await book(sessions.alice, 10), await book(sessions.alice, 11), await book(sessions.alice, 12)];
    const fourth = await tokenFor(sessions.alice, 13);
    expectFailure(await add(sessions.alice, fourth), 200, 'you have 3 unpaid orders, please pay or cancel one before booking again');
    expect(await ordersOf(sessions.alice)).toEqual(['unpaid', 'unpaid', 'unpaid']);

    if (!first) throw new Error('no first order');
    await pay(sessions.alice, first.orderId);
    expectContent(await add(sessions.alice, fourth), addOrderEndpoint);
    expect(await ordersOf(sessions.alice)).toEqual(['paid', 'unpaid', 'unpaid', 'unpaid']);
    expectFailure(await add(sessions.alice, await tokenFor(sessions.alice, 14)), 200, 'you have 3 unpaid orders, please pay or cancel one before booking again');
  });

  it('frees the slots of holds that lapsed (15 minutes unpaid)', async () => {
    for (const day of [10, 11, 12]) await book(sessions.bob, day);
    expectFailure(await add(sessions.bob, await tokenFor(sessions.bob, 13)), 200, 'you have 3 unpaid orders, please pay or cancel one before booking again');
    server.now += 15 * 60_000;
    expectContent(await add(sessions.bob, await tokenFor(sessions.bob, 13)), addOrderEndpoint);
  });

  it('caps a device too, whichever of its accounts books, and names the device', async () => {
    const device = 'dev382';
    await book(sessions.carol, 15, device);
    await book(sessions.carol, 16, device);
    await book(sessions.dave, 17, device);
    expectFailure(await add(sessions.dave, await tokenFor(sessions.dave, 18, device), device), 200, 'this device has 3 unpaid orders, please pay or cancel one before booking again');
    expect((await db().selectFrom('user_order').select('device').where('device', '=', device).execute()).length).toBe(3);
    // The same traveller on another device is under both caps.
    expectContent(await add(sessions.dave, await tokenFor(sessions.dave, 18)), addOrderEndpoint);
  });

  it('lets exactly the cap through when one traveller adds 8 checkouts at once', async () => {
    const tokens = await Promise.all([17, 18, 19, 20, 21, 22, 23, 24].map((day) => tokenFor(sessions.erin, day)));
    const answers = await Promise.all(tokens.map((token) => add(sessions.erin, token)));
    const booked = answers.filter((answer) => answer.json<{ status: number }>().status === 1);
    expect(booked).toHaveLength(3);
    for (const answer of answers) if (!booked.includes(answer)) expectFailure(answer, 200, 'you have 3 unpaid orders, please pay or cancel one before booking again');
    expect(await ordersOf(sessions.erin)).toEqual(['unpaid', 'unpaid', 'unpaid']);
  });
});
