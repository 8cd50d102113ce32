import { sendSmsCodeEndpoint, smsOutboxEndpoint } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

const logLines: string[] = [];
const server = useTravellersTestApp({}, { deps: { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } } });

const readOutbox = (phone: string, ip: string) => server.client.get(smsOutboxEndpoint.path, { country: '86', phone }, { ip });

describe('GET /api/dev/sms_outbox/ (the default outbox provider)', () => {
  it('gives loopback callers (IPv4 and IPv6) the last code sent to the phone', async () => {
    expectContent(await server.client.sendCode('13800138000'), sendSmsCodeEndpoint);
    const row = await server.testApp.database.db.selectFrom('sms_outbox').selectAll().where('phone', '=', '13800138000').executeTakeFirstOrThrow();
    for (const ip of ['127.0.0.1', '::1']) {
      expect(expectContent(await readOutbox('13800138000', ip), smsOutboxEndpoint)).toEqual({
        code: row.code,
        sentAt: new Date(TEST_NOW).toISOString(),
      });
    }
  });

  it('logs one line per code: the phone masked but for its last 4 digits, and the code', async () => {
    await server.client.sendCode('13800138001');
    const code = await server.client.outboxCode('13800138001');
    const lines = logLines.filter((each) => each.includes('SMS outbox') && each.includes(code));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"phone":"+86 *******8001"');
    expect(lines[0]).not.toContain('13800138001');
  });

  it('refuses every other address with HTTP 404, as if it did not exist', async () => {
    await server.client.sendCode('13800138002');
    for (const ip of ['192.168.1.20', '203.0.113.7', '::ffff:10.0.0.1']) {
      expectFailure(await readOutbox('13800138002', ip), 404, 'this API does not exist');
    }
  });

  it('refuses a request relayed by a proxy on this machine, whatever its socket address', async () => {
    await server.client.sendCode('13800138003');
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const relayed = await server.client.get(smsOutboxEndpoint.path, { country: '86', phone: '13800138003' }, { ip: '127.0.0.1', headers: { [header]: '198.51.100.9' } });
      expectFailure(relayed, 404, 'this API does not exist');
    }
  });

  it('refuses a loopback caller whose Host is not a loopback name (DNS rebinding), and serves localhost, 127.0.0.1 and [::1]', async () => {
    await server.client.sendCode('13800138004');
    const withHost = (host: string) => server.client.get(smsOutboxEndpoint.path, { country: '86', phone: '13800138004' }, { ip: '127.0.0.1', headers: { host } });
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io:3000', '[::2]:3000']) {
      expectFailure(await withHost(host), 404, 'this API does not exist');
    }
    for (const host of ['localhost:3000', 'LOCALHOST', '127.0.0.1:3000', '[::1]:3000']) {
      expect(expectContent(await withHost(host), smsOutboxEndpoint).code).toBe(await server.client.outboxCode('13800138004'));
    }
  });

  it('says so when no code was sent to the phone', async () => {
    expectFailure(await readOutbox('13900000000', '127.0.0.1'), 200, 'no code has been sent to this phone');
  });

  it('refuses a bad phone', async () => {
    expectFailure(await readOutbox('1390000000', '127.0.0.1'), 200, 'invalid parameter: phone');
  });
});
