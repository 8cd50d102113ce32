import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientConfigEndpoint, compactDateSchema, defineEndpoint, healthEndpoint, storeInfoV2Endpoint } from '@luggage/api/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from '../routes/api-routes';
import { insertTestOrder } from '../test/insert-test-order';
import { signedGet, signedPost, TEST_NOW } from '../test/signed-request';
import { createTestApp, expectContent, expectFailure } from '../test/test-app';
import { defineRoute } from './define-route';
import { hashSessionToken } from '../services/auth/hash-session-token';

const photosDir = mkdtempSync(join(tmpdir(), 'photos-'));
writeFileSync(join(photosDir, 'shop-012-1.jpg'), 'jpeg bytes');
writeFileSync(join(photosDir, 'secret.txt'), 'not a photo');

/** An endpoint that needs a session and writes a row, registered only here until login and orders arrive. */
const privateEndpoint = defineEndpoint({
  name: 'privateEcho',
  method: 'POST',
  path: '/api/test/private/',
  request: z.object({ note: z.string().max(10) }),
  response: z.object({ userId: z.string(), note: z.string() }),
  auth: 'user',
});

const WRITE_DAY = '2025-03-10';
const writtenRows = async () =>
  (await testApp.database.db.selectFrom('inventory_reservation').select('id').where('day', '=', WRITE_DAY).execute()).length;

const privateRoute = defineRoute(privateEndpoint, async ({ params, caller, context }) => {
  await insertTestOrder(context.db, { storeId: 1, goodsId: 1, from: WRITE_DAY, units: 1 });
  return { userId: caller.userId, note: params.note };
});

/** An endpoint whose handler has drifted from its response schema: a count that is not a whole number. */
const driftingEndpoint = defineEndpoint({
  name: 'driftingCount',
  method: 'GET',
  path: '/api/test/drifting/',
  request: z.object({}),
  response: z.object({ count: z.number().int() }),
  auth: 'none',
});
const driftingRoute = defineRoute(driftingEndpoint, () => ({ count: 1.5 }));

/** An endpoint that takes and answers a day: the route layer decodes the one and encodes the other. */
const dayEndpoint = defineEndpoint({
  name: 'nextDay',
  method: 'GET',
  path: '/api/test/next_day/',
  request: z.object({ day: compactDateSchema }),
  response: z.object({ day: compactDateSchema }),
  auth: 'none',
});
const dayRoute = defineRoute(dayEndpoint, ({ params }) => ({ day: params.day === '2025-03-10' ? '2025-03-11' : 'not this day' }));
const testRoutes = [...apiRoutes, privateRoute, driftingRoute, dayRoute];

/** The server's log lines at level error and above. */
const errorLog: string[] = [];
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({
    photosDir,
    config: { basemap: { kind: 'mapbox', token: 'pk.test-token' }, wxMiniprogramLink: null },
    routes: testRoutes,
    logger: { level: 'error', stream: { write: (line: string) => errorLog.push(line) } },
  });
  testApp.app.get('/api/test/plain/', () => Promise.resolve({ status: 1, content: 'reached' }));
  await testApp.database.db
    .insertInto('session')
    .values([
      { token_hash: hashSessionToken('good-token'), user_id: '7', expires_at: new Date(TEST_NOW + 86_400_000), revoked_at: null },
      { token_hash: hashSessionToken('old-token'), user_id: '7', expires_at: new Date(TEST_NOW - 1), revoked_at: null },
      { token_hash: hashSessionToken('revoked-token'), user_id: '7', expires_at: new Date(TEST_NOW + 86_400_000), revoked_at: new Date(TEST_NOW - 1000) },
    ])
    .execute();
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);
const signatureInvalid = 'request signature is invalid';
const without = (headers: object | undefined, name: string) => Object.fromEntries(Object.entries(headers ?? {}).filter(([key]) => key !== name));

describe('signature check', () => {
  const good = () => signedGet(storeInfoV2Endpoint.path, { storeId: 1 });

  it('accepts a correctly signed call', async () => {
    expect((await inject(good())).json()).toMatchObject({ status: 1 });
  });

  it.each([
    ['no Sign header', (options: ReturnType<typeof good>) => ({ ...options, headers: without(options.headers, 'Sign') })],
    ['no Timestamp header', (options: ReturnType<typeof good>) => ({ ...options, headers: without(options.headers, 'Timestamp') })],
    ['a wrong Sign', (options: ReturnType<typeof good>) => ({ ...options, headers: { ...options.headers, Sign: '0'.repeat(32) } })],
    ['a query changed after signing', (options: ReturnType<typeof good>) => ({ ...options, url: `${options.url as string}&x=1` })],
    ['a re-encoded query', (options: ReturnType<typeof good>) => ({ ...options, url: (options.url as string).replace('storeId=1', 'storeId=%31') })],
    ['no Uniq header', (options: ReturnType<typeof good>) => ({ ...options, headers: without(options.headers, 'Uniq') })],
    ['a Uniq that is not a 6-character device id', (options: ReturnType<typeof good>) => ({ ...options, headers: { ...options.headers, Uniq: 'ABC!' } })],
  ])('refuses %s', async (_name, tamper) => {
    expectFailure(await inject(tamper(good())), 200, signatureInvalid);
  });

  it('refuses a stale timestamp, in the request’s language', async () => {
    const stale = signedGet(storeInfoV2Endpoint.path, { storeId: 1 }, { timestamp: TEST_NOW - 6 * 60_000 });
    expectFailure(await inject(stale), 200, 'request has expired, please check the time on your device');
    const staleZh = signedGet(storeInfoV2Endpoint.path, { storeId: 1 }, { timestamp: TEST_NOW + 6 * 60_000, headers: { 'Accept-Language': 'zh-CN' } });
    expectFailure(await inject(staleZh), 200, '请求已过期，请检查设备时间');
  });

  it.each([
    ['missing', null],
    ['unknown', 'app'],
  ])('refuses a %s v field', async (_name, v) => {
    expectFailure(await inject(signedGet(storeInfoV2Endpoint.path, { storeId: 1 }, { v })), 200, 'invalid parameter: v');
  });

  it('is fail-closed: an /api route registered without the contract is signed too', async () => {
    expectFailure(await inject({ method: 'GET', url: '/api/test/plain/' }), 200, signatureInvalid);
    expect((await inject(signedGet('/api/test/plain/', {}))).json()).toEqual({ status: 1, content: 'reached' });
  });

  it('accepts v=wxweb', async () => {
    expect((await inject(signedGet(storeInfoV2Endpoint.path, { storeId: 1 }, { v: 'wxweb' }))).json()).toMatchObject({ status: 1 });
  });
});

describe('requireSession (HTTP 401)', () => {
  const post = (headers: Record<string, string>, body: Record<string, unknown> = { note: 'hi' }) =>
    inject(signedPost(privateEndpoint.path, body, { headers }));
  const expired = 'token has expired, please log in again';

  it('passes a live session through to the handler', async () => {
    const before = await writtenRows();
    const content = expectContent(await post({ 'User-Token': 'good-token', 'User-Id': '7' }), privateEndpoint);
    expect(content).toEqual({ userId: '7', note: 'hi' });
    expect(await writtenRows()).toBe(before + 1);
  });

  it.each([
    ['no headers', {}],
    ['an unknown token', { 'User-Token': 'nope', 'User-Id': '7' }],
    ['another user’s id', { 'User-Token': 'good-token', 'User-Id': '8' }],
    ['a malformed user id', { 'User-Token': 'good-token', 'User-Id': '7 OR 1=1' }],
    ['an expired session', { 'User-Token': 'old-token', 'User-Id': '7' }],
    ['a revoked session', { 'User-Token': 'revoked-token', 'User-Id': '7' }],
  ])('answers 401 for %s and writes nothing', async (_name, headers) => {
    const before = await writtenRows();
    expectFailure(await post(headers), 401, expired);
    expect(await writtenRows()).toBe(before);
  });

  it('checks the signature of the raw JSON body first and writes nothing when it fails', async () => {
    const before = await writtenRows();
    const headers = { 'User-Token': 'good-token', 'User-Id': '7' };
    const options = signedPost(privateEndpoint.path, { note: 'hi' }, { headers });
    expectFailure(await inject({ ...options, payload: (options.payload as string).replace('hi', 'ho') }), 200, signatureInvalid);
    const stale = signedPost(privateEndpoint.path, { note: 'hi' }, { headers, timestamp: TEST_NOW - 10 * 60_000 });
    expectFailure(await inject(stale), 200, 'request has expired, please check the time on your device');
    expect(await writtenRows()).toBe(before);
  });

  it('refuses bad JSON and bad fields in a POST body and writes nothing', async () => {
    const before = await writtenRows();
    const headers = { 'User-Token': 'good-token', 'User-Id': '7' };
    expectFailure(await post(headers, { note: 'far too long a note' }), 200, 'invalid parameter: note');
    expectFailure(await post(headers, { note: 12 }), 200, 'invalid parameter: note');
    expectFailure(await post(headers, {}), 200, 'invalid parameter: note');
    const options = signedPost(privateEndpoint.path, {}, { headers });
    expectFailure(await inject({ ...options, payload: '{"note":' }), 200, 'invalid parameter: body');
    expect(await writtenRows()).toBe(before);
  });
});

describe('days on the wire', () => {
  it('hands the handler the day decoded and sends its answer encoded', async () => {
    const response = await inject(signedGet(dayEndpoint.path, { day: '20250310' }));
    expect(response.json()).toEqual({ status: 1, content: { day: '20250311' } });
  });

  it.each(['20250230', '2025-03-10', '2025031'])('refuses the day %s naming its field', async (day) => {
    expectFailure(await inject(signedGet(dayEndpoint.path, { day })), 200, 'invalid parameter: day');
  });

  it('answers HTTP 500 for a day the handler cannot encode', async () => {
    errorLog.length = 0;
    expectFailure(await inject(signedGet(dayEndpoint.path, { day: '20250311' })), 500, 'server error, please try again later');
    expect(errorLog.join('')).toMatch(/nextDay \(GET \/api\/test\/next_day\/\) answered content its response schema refuses/);
  });
});

describe('response check', () => {
  it('outside production answers content the response schema refuses with HTTP 500 and logs the endpoint and the field', async () => {
    errorLog.length = 0;
    expectFailure(await inject(signedGet(driftingEndpoint.path, {})), 500, 'server error, please try again later');
    expect(errorLog).toHaveLength(1);
    const logged = JSON.parse(errorLog[0] ?? '{}') as { level: number; err?: { message?: string } };
    expect(logged.level).toBe(50);
    expect(logged.err?.message).toContain('driftingCount (GET /api/test/drifting/) answered content its response schema refuses');
    expect(logged.err?.message).toMatch(/at count/);
  });

  it('in production (checkResponses off) sends the handler’s content unchecked, yet encoded', async () => {
    const production = await createTestApp({ routes: testRoutes, checkResponses: false });
    try {
      expect((await production.app.inject(signedGet(driftingEndpoint.path, {}))).json()).toEqual({ status: 1, content: { count: 1.5 } });
      expect((await production.app.inject(signedGet(dayEndpoint.path, { day: '20250310' }))).json()).toEqual({ status: 1, content: { day: '20250311' } });
    } finally {
      await production.close();
    }
  });
});

describe('unsigned and unknown routes', () => {
  it('GET /api/health needs no signature', async () => {
    const content = expectContent(await inject({ method: 'GET', url: healthEndpoint.path }), healthEndpoint);
    expect(content).toEqual({ ok: true, database: testApp.database.kind });
  });

  it('GET /api/config/ is signed and gives the Mapbox token, no mini-program without its link and no support contact without one', async () => {
    expect(expectContent(await inject(signedGet(clientConfigEndpoint.path, {})), clientConfigEndpoint)).toMatchObject({
      basemap: { kind: 'mapbox', token: 'pk.test-token' },
      hasMiniProgram: false,
      support: null,
    });
    expectFailure(await inject({ method: 'GET', url: `${clientConfigEndpoint.path}?v=web` }), 200, signatureInvalid);
  });

  it('answers an unknown /api path with the 404 envelope', async () => {
    expectFailure(await inject(signedGet('/api/user/nothing/', {})), 404, 'this API does not exist');
    expectFailure(await inject({ method: 'GET', url: '/api/user/city/list' }), 404, 'this API does not exist');
  });

  it('echoes a request id', async () => {
    const response = await inject({ method: 'GET', url: healthEndpoint.path, headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('tells browsers not to sniff types and not to leak paths', async () => {
    const response = await inject({ method: 'GET', url: healthEndpoint.path });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('GET /api/photos/:file', () => {
  it('serves a whitelisted photo with long cache headers', async () => {
    const response = await inject({ method: 'GET', url: '/api/photos/shop-012-1.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(response.body).toBe('jpeg bytes');
  });

  it.each([
    '/api/photos/secret.txt',
    '/api/photos/..%2F..%2Fpackage.json',
    '/api/photos/..%2Fsecret.txt',
    '/api/photos/../../package.json',
    '/api/photos/%2e%2e%2fsecret.txt',
    '/api/photos/Shop-012-1.jpg',
    '/api/photos/shop-404.jpg',
  ])('refuses %s with 404', async (url) => {
    const response = await inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('not a photo');
  });
});
