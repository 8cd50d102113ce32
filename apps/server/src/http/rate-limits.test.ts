import { cancelOrderEndpoint, checkoutEndpoint, cityListEndpoint } from '@luggage/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeExpiredRateLimitWindows } from '../services/rate-limit/remove-expired-rate-limit-windows';
import type { RateLimits } from '../services/rate-limit/rate-limits';
import { insertTestSessions } from '../test/insert-test-sessions';
import { userHeaders } from '../test/login-client';
import { signedGet, signedPost, TEST_NOW } from '../test/signed-request';
import { createTestApp, expectFailure } from '../test/test-app';

const LIMITS: RateLimits = {
  windowSeconds: 60,
  writesPerUser: 5,
  writesPerAddress: 8,
  checkoutsPerUser: 3,
  checkoutsPerAddress: 1_000,
  addOrdersPerUser: 1_000,
  addOrdersPerAddress: 1_000,
};
let now = TEST_NOW;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let users: Awaited<ReturnType<typeof insertTestSessions>>;
beforeAll(async () => {
  testApp = await createTestApp({ config: { wxMiniprogramLink: null, rateLimits: LIMITS }, clock: () => now });
  users = await insertTestSessions(testApp.database.db, 4);
});
afterAll(() => testApp.close());

let addressCount = 0;
/** A new client address each call unless told, so only the limit a test means bites. */
const post = (path: string, body: Record<string, unknown>, options: { user?: (typeof users)[number]; ip?: string } = {}) =>
  testApp.app.inject({
    ...signedPost(path, body, { timestamp: now, headers: options.user ? userHeaders(options.user) : {} }),
    remoteAddress: options.ip ?? `198.51.100.${(addressCount += 1)}`,
  });
const user = (index: number) => {
  const found = users[index];
  if (!found) throw new Error(`no test user ${index}`);
  return found;
};
/** A checkout the server refuses for its parameters after counting it (the limits count before parameters). */
const checkout = (options: Parameters<typeof post>[2]) => post(checkoutEndpoint.path, {}, options);
const isLimited = (answer: { statusCode: number }) => answer.statusCode === 429;

describe('rate limits on writes (HTTP 429 in the envelope, Retry-After)', () => {
  it('lets a user check out checkoutsPerUser times a window from any address, then answers 429 saying when to retry', async () => {
    now = TEST_NOW + 15_000;
    for (let call = 0; call < 3; call += 1) expectFailure(await checkout({ user: user(0) }), 200, 'invalid parameter: storeId');
    const refused = await checkout({ user: user(0) });
    expectFailure(refused, 429, 'too many requests, please try again in 45 s');
    expect(refused.json()).toEqual({ status: 0, errorMsg: 'too many requests, please try again in 45 s', errorCode: 'tooManyRequests' });
    expect(refused.headers['retry-after']).toBe('45');
    // Another user is not held back, and the next window starts again.
    expectFailure(await checkout({ user: user(1) }), 200, 'invalid parameter: storeId');
    now = TEST_NOW + 60_000;
    expectFailure(await checkout({ user: user(0) }), 200, 'invalid parameter: storeId');
  });

  it('counts every write of a user together: writesPerUser POSTs, whatever the call, then 429 in the caller’s language', async () => {
    now = TEST_NOW + 120_000;
    for (let call = 0; call < 5; call += 1) {
      const answer = call % 2 === 0 ? await checkout({ user: user(2) }) : await post(cancelOrderEndpoint.path, {}, { user: user(2) });
      expect(isLimited(answer), answer.body).toBe(false);
    }
    expectFailure(await post(cancelOrderEndpoint.path, {}, { user: user(2) }), 429, 'too many requests, please try again in 60 s');
    const chinese = await testApp.app.inject({
      ...signedPost(cancelOrderEndpoint.path, {}, { timestamp: now, headers: { ...userHeaders(user(2)), 'Accept-Language': 'zh-CN' } }),
      remoteAddress: '198.51.100.250',
    });
    expectFailure(chinese, 429, '操作过于频繁，请60秒后再试');
    // Reads are never counted.
    expect(
      (await testApp.app.inject({ ...signedGet(cityListEndpoint.path, {}, { timestamp: now, headers: userHeaders(user(2)) }), remoteAddress: '198.51.100.251' }))
        .statusCode,
    ).toBe(200);
  });

  it('counts the writes of one address, signed in or not, before the session and the body are read', async () => {
    now = TEST_NOW + 180_000;
    const ip = '203.0.113.99';
    for (let call = 0; call < 8; call += 1) {
      const answer = call % 2 === 0 ? await checkout({ ip }) : await post(cancelOrderEndpoint.path, {}, { ip, user: user(3) });
      expect(isLimited(answer), answer.body).toBe(false);
    }
    expectFailure(await checkout({ ip }), 429, 'too many requests, please try again in 60 s');
    // Before the signature: an unsigned write from there is refused by the limit too.
    const unsigned = await testApp.app.inject({ method: 'POST', url: checkoutEndpoint.path, payload: {}, remoteAddress: ip });
    expectFailure(unsigned, 429, 'too many requests, please try again in 60 s');
    // Another address is not held back.
    expectFailure(await checkout({ user: user(3) }), 200, 'invalid parameter: storeId');
  });

  it('keeps the counts in rate_limit_window and removes the windows that are over', async () => {
    const db = testApp.database.db;
    const windows = async () => (await db.selectFrom('rate_limit_window').select(['key', 'hits', 'expires_at']).execute()).length;
    expect(await windows()).toBeGreaterThan(0);
    const current = await db.selectFrom('rate_limit_window').select('key').where('expires_at', '>', new Date(TEST_NOW + 180_000)).execute();
    expect(await removeExpiredRateLimitWindows(db, TEST_NOW + 180_000)).toBeGreaterThan(0);
    expect(await windows()).toBe(current.length);
    expect(await removeExpiredRateLimitWindows(db, TEST_NOW + 180_000)).toBe(0);
    expect(await removeExpiredRateLimitWindows(db, TEST_NOW + 240_000)).toBe(current.length);
  });

  it('keeps them in an unlogged table: counting a request waits for no write-ahead log flush', async () => {
    const { rows } = await sql<{ relpersistence: string }>`SELECT relpersistence FROM pg_class WHERE relname = 'rate_limit_window'`.execute(
      testApp.database.db,
    );
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });
});
