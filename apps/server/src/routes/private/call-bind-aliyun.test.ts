import { callBindEndpoint } from '@luggage/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerDeps } from '../../create-server';
import { dyplsBound, startLocalDypls } from '../../test/local-dypls';
import { insertTestOrder } from '../../test/insert-test-order';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createPayTestClient } from '../pay/pay-test-client';

const SECRET = 'aliyun-route-test-secret';
const SHOP_PHONE = '021-63581234';
let dypls: Awaited<ReturnType<typeof startLocalDypls>>;
/** Read by the set-up's beforeAll (registered after this file's own): the local Dypls is listening by then. */
const deps: Partial<Omit<ServerDeps, 'db' | 'clock'>> = { config: { wxMiniprogramLink: null } };
beforeAll(async () => {
  dypls = await startLocalDypls(SECRET);
  deps.config = {
    wxMiniprogramLink: null,
    privacy: { provider: 'aliyun', accessKeyId: 'LTAItestkeyid', accessKeySecret: SECRET, poolKey: 'FC100000000000001', endpoint: dypls.endpoint, expectCity: '上海' },
  };
});
afterAll(() => dypls.close());

// TEST_NOW is 2025-03-01 12:00 in Shanghai.
const server = useTravellersTestApp({ erin: '13900000051' }, { deps, client: createPayTestClient });
const db = () => server.testApp.database.db;
const bind = (orderId: string, phone = '13912345678') => server.client.post(callBindEndpoint.path, { orderId, phone }, server.sessions.erin);
/** An order of erin's at shop 1 from the 2nd to the 3rd of March 2025, paid and booked. */
const order = () => insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-02', to: '2025-03-03', units: 1, userId: server.sessions.erin.userId });
const bindingCount = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM privacy_binding`.execute(db())).rows[0]?.n;

beforeAll(async () => {
  await db().updateTable('store').set({ phone: SHOP_PHONE }).where('id', '=', 1).execute();
});

describe('POST /api/private/call_bind/ with PRIVACY_PROVIDER=aliyun', () => {
  it("gives Dypls's SecretNo and stores the binding as provider 'aliyun' with its SubsId", async () => {
    dypls.answer = dyplsBound('17112345678', '1000068102552039');
    const orderId = await order();
    expect(expectContent(await bind(orderId), callBindEndpoint)).toEqual({ virtualNumber: '17112345678', expiresAt: '2025-03-04T16:00:00.000Z' });
    expect(dypls.requests.at(-1)).toMatchObject({
      signatureValid: true,
      parameters: { Action: 'BindAxb', PoolKey: 'FC100000000000001', PhoneNoA: '13912345678', PhoneNoB: '02163581234', Expiration: '2025-03-05 00:00:00', ExpectCity: '上海' },
    });
    expect(await db().selectFrom('privacy_binding').select(['phone_a', 'phone_b', 'virtual_number', 'provider', 'provider_binding_id']).where('order_id', '=', orderId).execute()).toEqual([
      { phone_a: '13912345678', phone_b: SHOP_PHONE, virtual_number: '17112345678', provider: 'aliyun', provider_binding_id: '1000068102552039' },
    ]);
    // The binding still running is answered again without asking Dypls.
    const asked = dypls.requests.length;
    expect(expectContent(await bind(orderId), callBindEndpoint).virtualNumber).toBe('17112345678');
    expect(dypls.requests).toHaveLength(asked);
  });

  it.each([
    ['no number free', { status: 200, body: { Code: 'isv.NO_AVAILABLE_NUMBER', Message: '无可用号码' } }],
    ['an error answer', { status: 200, body: { Code: 'isv.POOL_NOT_EXIST', Message: 'pool not exist' } }],
    ['a server error', { status: 500, body: { Code: 'InternalError', Message: 'The request processing has failed due to some unknown error.' } }],
  ])("answers 'no protected number' on %s, writing no binding", async (_case, answer) => {
    dypls.answer = answer;
    const orderId = await order();
    const before = await bindingCount();
    expectFailure(await bind(orderId, '13912340000'), 200, 'no protected number is available right now, please try again later');
    expect(await bindingCount()).toBe(before);
  });
});
