import { CLIENT_LOG_ENTRIES_PER_HOUR, clientLogEndpoint, clientLogEntriesEndpoint, errorMessage, type ClientLogEntry } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteOldClientLogs } from '../../services/client-log/delete-old-client-logs';
import { randomUniq, signedGet, signedPost, TEST_NOW } from '../../test/signed-request';
import { createTestApp, expectContent, expectFailure } from '../../test/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const DAY_MS = 86_400_000;

/** An entry as the apps send one; `overrides` change what a test is about. */
const entryOf = (overrides: Partial<ClientLogEntry> = {}): ClientLogEntry => ({
  kind: 'error',
  message: 'TypeError: cannot read properties of undefined',
  stack: 'TypeError: cannot read properties of undefined\n    at ShopCard (/assets/index-abc.js:1:200)',
  route: '/shop/12',
  at: TEST_NOW - 1_000,
  ...overrides,
});

const post = (uniq: string, entries: unknown[], extra: Record<string, unknown> = {}) =>
  testApp.app.inject(signedPost(clientLogEndpoint.path, { app: 'consumer', build: '1.4.0+abc123', entries, ...extra }, { uniq }));

const rowsOf = (uniq: string) =>
  testApp.database.db.selectFrom('client_log').select(['kind', 'message', 'stack', 'route', 'app', 'build', 'user_agent']).where('uniq', '=', uniq).orderBy('id').execute();

/** Rows written straight into the table for `uniq`, received at `receivedAt`. */
async function insertRows(uniq: string, count: number, receivedAt: number): Promise<void> {
  const row = { uniq, app: 'consumer' as const, build: 'old', kind: 'error' as const, message: 'old', route: '/', user_agent: 'test', occurred_at: new Date(receivedAt), received_at: new Date(receivedAt) };
  await testApp.database.db.insertInto('client_log').values(Array.from({ length: count }, () => row)).execute();
}

describe('POST /api/user/log/', () => {
  it('stores a batch with the app, its build and the device', async () => {
    const uniq = randomUniq();
    const response = await post(uniq, [entryOf(), entryOf({ kind: 'api', message: '/api/user/order/list_v2/ requestError HTTP 500', stack: undefined })]);
    expect(expectContent(response, clientLogEndpoint)).toEqual({ stored: 2 });
    expect(await rowsOf(uniq)).toEqual([
      expect.objectContaining({ kind: 'error', route: '/shop/12', app: 'consumer', build: '1.4.0+abc123', stack: expect.stringContaining('ShopCard') }),
      expect.objectContaining({ kind: 'api', message: '/api/user/order/list_v2/ requestError HTTP 500', stack: null }),
    ]);
  });

  it('never stores phone numbers, codes or tokens, wherever they are', async () => {
    const uniq = randomUniq();
    const token = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8';
    await post(uniq, [
      entryOf({
        message: `login failed for 13700138101 and +86 137-0013-8102 with code=482913, User-Token: ${token}`,
        stack: `Error: {"phone":"13700138103","code":"123456","userToken":"${token}"}\n    at login (/assets/a.js:1:1)`,
        route: '/login?code=654321&phone=13700138104',
      }),
    ]);
    const [row] = await rowsOf(uniq);
    const stored = JSON.stringify(row);
    for (const secret of ['13700138101', '137-0013-8102', '482913', '13700138103', '123456', '654321', '13700138104', token]) expect(stored).not.toContain(secret);
    expect(row?.message).toBe('login failed for [phone] and [phone] with code=[code], User-Token: [token]');
    expect(row?.route).toBe('/login?code=[code]&phone=[phone]');
    // What is not a secret stays readable.
    expect(row?.stack).toContain('at login (/assets/a.js:1:1)');
  });

  it.each([
    ['no entries', [], 'entries'],
    ['too many entries', Array.from({ length: 21 }, () => entryOf()), 'entries'],
    ['an overlong message', [entryOf({ message: 'x'.repeat(501) })], 'entries.0.message'],
    ['an overlong stack', [entryOf({ stack: 'x'.repeat(2001) })], 'entries.0.stack'],
    ['an unknown kind', [{ ...entryOf(), kind: 'warning' }], 'entries.0.kind'],
  ])('refuses %s in the envelope and writes nothing', async (_name, entries, field) => {
    const uniq = randomUniq();
    expectFailure(await post(uniq, entries), 200, errorMessage('invalidParameter', 'en', { field }));
    expect(await rowsOf(uniq)).toEqual([]);
  });

  it('refuses an unknown app and a build that is not a version', async () => {
    expectFailure(await post(randomUniq(), [entryOf()], { app: 'admin' }), 200, 'invalid parameter: app');
    expectFailure(await post(randomUniq(), [entryOf()], { build: '<script>' }), 200, 'invalid parameter: build');
  });

  it("keeps what fits in the device's hourly quota, then answers HTTP 429; other devices and the next hour are not affected", async () => {
    const uniq = randomUniq();
    await insertRows(uniq, CLIENT_LOG_ENTRIES_PER_HOUR - 3, TEST_NOW - 10 * 60_000);
    expect(expectContent(await post(uniq, Array.from({ length: 5 }, () => entryOf())), clientLogEndpoint)).toEqual({ stored: 3 });
    expectFailure(await post(uniq, [entryOf()]), 429, 'too many log entries from this device, please try again in an hour');
    expect(await rowsOf(uniq)).toHaveLength(CLIENT_LOG_ENTRIES_PER_HOUR);

    expect(expectContent(await post(randomUniq(), [entryOf()]), clientLogEndpoint)).toEqual({ stored: 1 });
    const lastHour = randomUniq();
    await insertRows(lastHour, CLIENT_LOG_ENTRIES_PER_HOUR, TEST_NOW - 61 * 60_000);
    expect(expectContent(await post(lastHour, [entryOf()]), clientLogEndpoint)).toEqual({ stored: 1 });
  });

  it('lets parallel batches of one device pass its quota no further', async () => {
    const uniq = randomUniq();
    await insertRows(uniq, CLIENT_LOG_ENTRIES_PER_HOUR - 10, TEST_NOW - 60_000);
    // Bodies differ: the replay guard refuses a repeated (Uniq, Sign).
    const responses = await Promise.all(Array.from({ length: 6 }, (_, batch) => post(uniq, Array.from({ length: 4 }, () => entryOf({ message: `batch ${batch}` })))));
    const stored = responses.filter((response) => response.statusCode === 200).map((response) => expectContent(response, clientLogEndpoint).stored);
    expect(stored.sort()).toEqual([2, 4, 4]);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) expectFailure(refused, 429, errorMessage('clientLogLimited', 'en'));
    expect(await rowsOf(uniq)).toHaveLength(CLIENT_LOG_ENTRIES_PER_HOUR);
  });
});

describe('deleteOldClientLogs', () => {
  it('deletes entries received more than 14 days ago, once, and keeps the rest', async () => {
    const uniq = randomUniq();
    await insertRows(uniq, 2, TEST_NOW - 15 * DAY_MS);
    await insertRows(uniq, 1, TEST_NOW - 13 * DAY_MS);
    const [first, again] = await Promise.all([deleteOldClientLogs(testApp.database.db, TEST_NOW), deleteOldClientLogs(testApp.database.db, TEST_NOW)]);
    expect((first ?? 0) + (again ?? 0)).toBeGreaterThanOrEqual(2);
    expect(await deleteOldClientLogs(testApp.database.db, TEST_NOW)).toBe(0);
    expect(await rowsOf(uniq)).toHaveLength(1);
  });
});

describe('GET /api/dev/client_log/', () => {
  it("shows a local caller a device's latest entries, as stored", async () => {
    const uniq = randomUniq();
    await post(uniq, [entryOf({ message: 'first' }), entryOf({ message: 'call 13700138105' })]);
    const entries = expectContent(await testApp.app.inject({ ...signedGet(clientLogEntriesEndpoint.path, { uniq }), remoteAddress: '127.0.0.1' }), clientLogEntriesEndpoint);
    expect(entries.map((entry) => entry.message)).toEqual(['call [phone]', 'first']);
    expect(entries[0]).toMatchObject({ app: 'consumer', build: '1.4.0+abc123', route: '/shop/12' });
  });

  it('is not there for anyone else', async () => {
    const response = await testApp.app.inject({ ...signedGet(clientLogEntriesEndpoint.path, { uniq: randomUniq() }), remoteAddress: '203.0.113.7' });
    expectFailure(response, 404, 'this API does not exist');
  });
});
