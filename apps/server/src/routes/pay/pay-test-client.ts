import {
  addOrderEndpoint,
  checkoutEndpoint,
  payInfoEndpoint,
  storeInventoryEndpoint,
  type LoginResponse,
} from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import type { SandboxNotificationBody, SandboxPaymentProvider } from '../../services/payment/sandbox/sandbox-payment-provider';
import { createLoginClient, userHeaders } from '../../test/login-client';
import { expectContent } from '../../test/test-app';
import { providerNotificationPath } from './provider-notification';

type Session = Pick<LoginResponse, 'userId' | 'userToken'>;

/** What signs sandbox notifications: the server's sandbox, or a forger's. */
type SandboxSigner = Pick<SandboxPaymentProvider, 'sign'>;

/**
 * Calls of the payment tests against `app` at `clock()`: every POST carries its own Uniq (signed POSTs are
 * accepted once), bookings go through checkout and add order, notifications are signed by `sandbox` (when
 * the server's provider is the sandbox).
 */
export function createPayTestClient(app: FastifyInstance, clock: () => number, sandbox?: SandboxSigner) {
  const client = createLoginClient(app, clock);
  let uniqCount = 0;
  const nextUniq = () => `p${(uniqCount += 1).toString(36).padStart(5, '0')}`;
  const post = (path: string, body: Record<string, unknown>, session?: Session) =>
    client.post(path, body, { headers: { ...(session ? userHeaders(session) : {}), Uniq: nextUniq() } });
  const get = (path: string, params: Record<string, string>, session?: Session) => client.get(path, params, { headers: session ? userHeaders(session) : {} });

  /** Books `count` bags at `storeId` from `startDate` to `endDate` (yyyymmdd) for `session`; answers the unpaid order. */
  const book = async (session: Session, storeId: number, startDate: string, count = 1, endDate = startDate) => {
    const cart = { storeId, goodsList: [{ goodsId: 2, count }], startDate, endDate };
    const token = expectContent(await post(checkoutEndpoint.path, cart, session), checkoutEndpoint).addOrderToken;
    return expectContent(await post(addOrderEndpoint.path, { addOrderToken: token, order_from: 'web' }, session), addOrderEndpoint);
  };
  /** pay/info's sandbox out_trade_no. */
  const startPaying = async (session: Session, orderId: string) => {
    const info = expectContent(await get(payInfoEndpoint.path, { orderId }, session), payInfoEndpoint);
    if (info.sheet.provider !== 'sandbox') throw new Error('expected the sandbox sheet');
    return info.sheet.outTradeNo;
  };
  /** Sends a notification body to our notification route, signed at `timestamp` (clock() unless told) by `signer`. */
  const notify = (body: SandboxNotificationBody | string, options: { timestamp?: number; signer?: SandboxSigner; headers?: Record<string, string> } = {}) => {
    const signer = options.signer ?? sandbox;
    if (!signer) throw new Error('createPayTestClient: no sandbox to sign the notification with');
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const headers = { 'content-type': 'application/json', ...signer.sign(text, options.timestamp ?? clock()), ...options.headers };
    return app.inject({ method: 'POST', url: providerNotificationPath('sandbox'), headers, payload: text });
  };
  /** Bags left at `storeId` on each day (yyyymmdd) from `startDate` to `endDate`. */
  const bagsLeft = async (storeId: number, startDate: string, endDate = startDate) =>
    expectContent(await get(storeInventoryEndpoint.path, { storeId: String(storeId), startDate, endDate }), storeInventoryEndpoint).days.map(
      (day) => day.inventory.find((item) => item.goodsId === 2)?.count,
    );
  return { ...client, post, get, book, startPaying, notify, bagsLeft };
}

/** What the payment calls write, to show that a refused call wrote nothing. */
export async function paymentRows(db: Kysely<DatabaseSchema>) {
  const count = async (table: 'payment' | 'payment_notification' | 'refund' | 'user_order') =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db)).rows[0]?.n;
  return {
    payments: await count('payment'),
    notifications: await count('payment_notification'),
    refunds: await count('refund'),
    orders: await count('user_order'),
    orderStates: await db.selectFrom('user_order').select(['id', 'status', 'store_status', 'voucher_code', 'cancelled_at']).orderBy('id').execute(),
    paymentStates: await db.selectFrom('payment').select(['id', 'status']).orderBy('id').execute(),
  };
}
