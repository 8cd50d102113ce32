import {
  businessConsumeListEndpoint,
  businessOrderListEndpoint,
  businessStatisticEndpoint,
  businessSummaryEndpoint,
  SUMMARY_MONTHS,
  type LoginResponse,
} from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../services/auth/create-session';
import { insertTestOrder } from '../../test/insert-test-order';
import { createPayTestClient } from '../pay/pay-test-client';
import { insertTestStaff } from '../../test/insert-test-staff';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

/** Thursday 2026-12-10, 12:00 in Shanghai: the reports' "now". */
const NOW = Date.parse('2026-12-10T04:00:00Z');
const server = useTravellersTestApp({}, { client: (app: FastifyInstance, clock) => createPayTestClient(app, clock) });
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;
const db = () => server.testApp.database.db;
const staff = {} as { shop3: Session; shop1: Session };
/** Orders of shop 3 by name. */
const orders = {} as Record<'dec1' | 'nov30' | 'dec5' | 'jan' | 'lastYear', string>;

/** A staff account of `storeId` with a business session started at NOW. */
const staffAt = async (storeId: number, phone: string): Promise<Session> => {
  const { userId } = await insertTestStaff(db(), { storeId, phone });
  return { userId, userToken: await createSession(db(), { userId, area: 'business', now: NOW }) };
};
const setCounter = (orderId: string, change: { checkedInAt?: string; checkedOutAt?: string }) =>
  db()
    .updateTable('user_order')
    .set({
      store_status: change.checkedOutAt ? 30 : 20,
      checked_in_at: change.checkedInAt ? new Date(change.checkedInAt) : null,
      checked_out_at: change.checkedOutAt ? new Date(change.checkedOutAt) : null,
    })
    .where('id', '=', orderId)
    .execute();
const charge = (orderId: string, days: number, amount: number, createdAt: string) =>
  db()
    .insertInto('order_extra_charge')
    .values({ order_id: orderId, store_id: 3, days, amount, collected_by: staff.shop3.userId, created_at: new Date(createdAt) })
    .execute();

beforeAll(async () => {
  staff.shop3 = await staffAt(3, '13800000091');
  staff.shop1 = await staffAt(1, '13800000092');
  const order = (from: string, to: string, payAmount: number, extra: Partial<Parameters<typeof insertTestOrder>[1]> = {}) =>
    insertTestOrder(db(), { storeId: 3, goodsId: 2, from, to, units: 1, goodsLine: true, payAmount, createdAt: NOW, ...extra });
  // Handed back at 00:30 on 1 December in Shanghai (still 30 November in UTC).
  orders.dec1 = await order('2026-11-29', '2026-11-30', 1000);
  await setCounter(orders.dec1, { checkedInAt: '2026-11-29T02:00:00Z', checkedOutAt: '2026-11-30T16:30:00Z' });
  orders.nov30 = await order('2026-11-29', '2026-11-30', 2000);
  orders.dec5 = await order('2026-12-03', '2026-12-05', 3000);
  await setCounter(orders.dec5, { checkedInAt: '2026-12-03T02:00:00Z', checkedOutAt: '2026-12-05T10:00:00Z' });
  orders.jan = await order('2026-01-15', '2026-01-15', 400);
  orders.lastYear = await order('2025-12-20', '2025-12-20', 500);
  // Left out: not paid (refunded, unpaid, cancelled), or another shop's.
  await order('2026-12-02', '2026-12-02', 900, { status: 'refunded' });
  await order('2026-12-06', '2026-12-06', 900, { status: 'unpaid' });
  await order('2026-12-01', '2026-12-01', 900, { status: 'cancelled' });
  await order('2026-12-01', '2026-12-01', 900, { storeId: 1 });
  await charge(orders.dec1, 1, 500, '2026-11-30T16:30:00Z');
  await charge(orders.dec5, 2, 700, '2026-12-05T10:00:00Z');
});

const get = async <E extends typeof businessOrderListEndpoint | typeof businessConsumeListEndpoint | typeof businessSummaryEndpoint | typeof businessStatisticEndpoint>(
  endpoint: E,
  params: Record<string, string>,
  session: Session = staff.shop3,
) => {
  server.now = NOW;
  return server.client.get(endpoint.path, { storeId: '3', ...params }, session);
};
const figures = (luggageOrder: number, luggageAmount: number, consumeOrder = 0, consumeAmount = 0) => ({ luggageOrder, luggageAmount, consumeOrder, consumeAmount });
const ZERO = figures(0, 0);

describe('the shop’s order list', () => {
  it('lists paid orders by settle day (pick-up day in Shanghai, else the last day), newest first, page by page', async () => {
    const page = async (number: number) =>
      expectContent(await get(businessOrderListEndpoint, { page: String(number), pageSize: '2' }), businessOrderListEndpoint);

    const pages = [await page(1), await page(2), await page(3)];

    expect(pages.map((answer) => answer.page)).toEqual([1, 2, 3]);
    expect(pages.map((answer) => answer.orders.map((row) => [row.id, row.settleDate]))).toEqual([
      [
        [orders.dec5, '2026-12-05'],
        [orders.dec1, '2026-12-01'],
      ],
      [
        [orders.nov30, '2026-11-30'],
        [orders.jan, '2026-01-15'],
      ],
      [[orders.lastYear, '2025-12-20']],
    ]);
    expect(pages[0]?.orders[1]).toMatchObject({ storeStatus: 30, checkedOutAt: '2026-11-30T16:30:00.000Z', extraCharge: { days: 1, amount: 500 }, payAmount: 1000 });
    expect(pages[0]?.orders[1]?.traveller).toMatch(/^137\*{4}\d{4}$/);
    const first = expectContent(await get(businessOrderListEndpoint, {}), businessOrderListEndpoint);
    expect(first.orders.map((row) => row.id)).toEqual([orders.dec5, orders.dec1, orders.nov30, orders.jan, orders.lastYear]);
  });

  it('lists the extra days charged at pick-up, newest first, on their Shanghai day', async () => {
    const answer = expectContent(await get(businessConsumeListEndpoint, { page: '1' }), businessConsumeListEndpoint);

    expect(answer.page).toBe(1);
    expect(answer.consumes.map(({ id: _id, traveller: _traveller, ...row }) => row)).toEqual([
      { orderId: orders.dec5, settleDate: '2026-12-05', days: 2, amount: 700, createdAt: '2026-12-05T10:00:00.000Z' },
      { orderId: orders.dec1, settleDate: '2026-12-01', days: 1, amount: 500, createdAt: '2026-11-30T16:30:00.000Z' },
    ]);
    expect(answer.consumes[0]?.traveller).toMatch(/^137\*{4}\d{4}$/);
    expect(expectContent(await get(businessConsumeListEndpoint, { page: '2', pageSize: '2' }), businessConsumeListEndpoint).consumes).toEqual([]);
  });
});

describe('the shop’s figures', () => {
  it('sums the last 12 months (Shanghai) oldest first, every month present', async () => {
    const { months } = expectContent(await get(businessSummaryEndpoint, {}), businessSummaryEndpoint);

    expect(months).toHaveLength(SUMMARY_MONTHS);
    expect(months.map((month) => month.month)).toEqual(Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`));
    expect(months[0]).toEqual({ month: '2026-01', ...figures(1, 400) });
    expect(months[1]).toEqual({ month: '2026-02', ...ZERO });
    expect(months[10]).toEqual({ month: '2026-11', ...figures(1, 2000) });
    expect(months[11]).toEqual({ month: '2026-12', ...figures(2, 4000, 2, 1200) });
  });

  it('gives every day of the current month with check-ins and check-outs on their Shanghai day', async () => {
    const answer = expectContent(await get(businessStatisticEndpoint, {}), businessStatisticEndpoint);

    expect(answer.month).toBe('2026-12');
    expect(answer.days).toHaveLength(31);
    const day = (date: string) => answer.days.find((entry) => entry.date === date);
    expect(day('2026-12-01')).toEqual({ date: '2026-12-01', ...figures(1, 1000, 1, 500), checkIns: 0, checkOuts: 1 });
    expect(day('2026-12-03')).toEqual({ date: '2026-12-03', ...ZERO, checkIns: 1, checkOuts: 0 });
    expect(day('2026-12-05')).toEqual({ date: '2026-12-05', ...figures(1, 3000, 1, 700), checkIns: 0, checkOuts: 1 });
    expect(answer.days.filter((entry) => !['2026-12-01', '2026-12-03', '2026-12-05'].includes(entry.date))).toEqual(
      answer.days.filter((entry) => !['2026-12-01', '2026-12-03', '2026-12-05'].includes(entry.date)).map((entry) => ({ date: entry.date, ...ZERO, checkIns: 0, checkOuts: 0 })),
    );
  });

  it('gives another month when asked', async () => {
    const answer = expectContent(await get(businessStatisticEndpoint, { month: '202611' }), businessStatisticEndpoint);

    expect(answer.month).toBe('2026-11');
    expect(answer.days.map((entry) => entry.date)).toHaveLength(30);
    expect(answer.days.at(-1)).toEqual({ date: '2026-11-30', ...figures(1, 2000), checkIns: 0, checkOuts: 0 });
    expect(answer.days.find((entry) => entry.date === '2026-11-29')).toMatchObject({ checkIns: 1 });
  });

  it('gives months from 2000-01 to a year after the current one and refuses the others', async () => {
    for (const month of ['200001', '202712']) expect(expectContent(await get(businessStatisticEndpoint, { month }), businessStatisticEndpoint).days.length).toBe(31);
    for (const month of ['000001', '199912', '202801', '999912']) expectFailure(await get(businessStatisticEndpoint, { month }), 200, 'invalid parameter: month');
  });
});

describe('refusals', () => {
  it('refuses staff of another shop and bad input', async () => {
    const notHere = 'you do not work at this shop';
    expectFailure(await get(businessOrderListEndpoint, {}, staff.shop1), 200, notHere);
    expectFailure(await get(businessConsumeListEndpoint, {}, staff.shop1), 200, notHere);
    expectFailure(await get(businessSummaryEndpoint, {}, staff.shop1), 200, notHere);
    expectFailure(await get(businessStatisticEndpoint, {}, staff.shop1), 200, notHere);
    expectFailure(await get(businessOrderListEndpoint, { page: '0' }), 200, 'invalid parameter: page');
    expectFailure(await get(businessOrderListEndpoint, { pageSize: '11' }), 200, 'invalid parameter: pageSize');
    expectFailure(await get(businessConsumeListEndpoint, { page: 'x' }), 200, 'invalid parameter: page');
    expectFailure(await get(businessSummaryEndpoint, { storeId: '0' }), 200, 'invalid parameter: storeId');
    expectFailure(await get(businessStatisticEndpoint, { month: '202613' }), 200, 'invalid parameter: month');
  });
});
