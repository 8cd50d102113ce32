import { clientConfigEndpoint, sendSmsCodeEndpoint } from '@luggage/api/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config';
import type { ServerDeps } from '../../create-server';
import { createLoginClient } from '../../test/login-client';
import { TEST_NOW } from '../../test/signed-request';
import { createTestApp, expectContent, expectFailure } from '../../test/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A test server with these settings and a login client signing at TEST_NOW. */
async function serverWith(config: Partial<ServerDeps['config']>) {
  testApp = await createTestApp({ config: { wxMiniprogramLink: null, ...config } });
  return createLoginClient(testApp.app, () => TEST_NOW);
}

const ADDRESS_LIMIT = 'too many code requests from your network, please try again later';
const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.9';

describe('the per-address SMS limit behind a proxy', () => {
  it.each(['true', '1', '10.0.0.0/8', 'loopback, 10.0.0.1'])('with TRUST_PROXY=%s, counts the address the proxy saw, whatever the client wrote first', async (setting) => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: setting });
    const client = await serverWith({ trustProxy, smsCodesPerAddressPerHour: 2 });
    // The client forges a new first X-Forwarded-For entry each time; the proxy appends the address it saw.
    const send = (n: number) =>
      client.post(sendSmsCodeEndpoint.path, { country: '86', phone: `1380013810${n}` }, { ip: PROXY, headers: { 'x-forwarded-for': `198.51.100.${n}, ${CLIENT}` } });
    expectContent(await send(1), sendSmsCodeEndpoint);
    expectContent(await send(2), sendSmsCodeEndpoint);
    expectFailure(await send(3), 200, ADDRESS_LIMIT);
    const rows = await testApp?.database.db.selectFrom('sms_code').select('ip').execute();
    expect(rows?.map((row) => row.ip)).toEqual([CLIENT, CLIENT]);
  });
});

describe('SMS countries', () => {
  const send = (client: ReturnType<typeof createLoginClient>, country: string, phone: string) =>
    client.post(sendSmsCodeEndpoint.path, { country, phone }, { ip: '203.0.113.20' });

  it('sends to the mainland, Hong Kong, Macao and Taiwan by default, and refuses other countries with nothing stored', async () => {
    const client = await serverWith({});
    for (const [country, phone] of [['86', '13800138110'], ['852', '51234567'], ['853', '61234567'], ['886', '912345678']] as const) {
      expectContent(await send(client, country, phone), sendSmsCodeEndpoint);
    }
    expectFailure(await send(client, '1', '2025550123'), 200, 'login codes cannot be sent to +1 numbers, please use a phone number of another region');
    expectFailure(await send(client, '44', '7700900123'), 200, 'login codes cannot be sent to +44 numbers, please use a phone number of another region');
    expect(await testApp?.database.db.selectFrom('sms_code').select('country').where('country', 'in', ['1', '44']).execute()).toEqual([]);
  });

  it('follows SMS_COUNTRIES, and tells the apps the list in GET /api/config/', async () => {
    const client = await serverWith({ smsCountries: loadConfig({ SMS_COUNTRIES: '86,1' }).smsCountries });
    expectContent(await send(client, '1', '2025550123'), sendSmsCodeEndpoint);
    expectFailure(await send(client, '852', '51234567'), 200, 'login codes cannot be sent to +852 numbers, please use a phone number of another region');
    expect(expectContent(await client.get(clientConfigEndpoint.path, {}), clientConfigEndpoint).smsCountries).toEqual(['86', '1']);
  });
});
