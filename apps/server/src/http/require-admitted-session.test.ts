import { cancelOrderEndpoint, checkoutEndpoint } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../services/rate-limit/rate-limits';
import { insertTestSessions } from '../test/insert-test-sessions';
import { userHeaders } from '../test/login-client';
import { signedPost, TEST_NOW } from '../test/signed-request';
import { createTestApp, expectFailure } from '../test/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let users: Awaited<ReturnType<typeof insertTestSessions>>;
beforeAll(async () => {
  testApp = await createTestApp({ config: { wxMiniprogramLink: null, rateLimits: { ...DEFAULT_RATE_LIMITS, writesPerAddress: 1_000, checkoutsPerAddress: 1_000 } }, clock: () => TEST_NOW });
  users = await insertTestSessions(testApp.database.db, 2);
});
afterAll(() => testApp.close());

const user = (index: number) => {
  const found = users[index];
  if (!found) throw new Error(`no test user ${index}`);
  return found;
};
/** The user's hits in the current window of each of their limits, by limit name. */
const userHits = async (userId: string) => {
  const rows = await testApp.database.db.selectFrom('rate_limit_window').select(['key', 'hits']).where('key', 'like', `%:user:${userId}`).execute();
  return Object.fromEntries(rows.map((row) => [row.key.split(':')[0], row.hits]));
};
const seen = async (uniq: string) => (await testApp.database.db.selectFrom('request_signature').select('sign').where('uniq', '=', uniq).execute()).length;

describe('a signed-in write: its signature, its session and its count in one statement', () => {
  it('counts a write once: its replays are refused and not counted against the user', async () => {
    const request = signedPost(checkoutEndpoint.path, {}, { timestamp: TEST_NOW, uniq: 'adm001', headers: userHeaders(user(0)) });
    expectFailure(await testApp.app.inject(request), 200, 'invalid parameter: storeId');
    for (let replay = 0; replay < 3; replay += 1) expectFailure(await testApp.app.inject(request), 200, 'this request has already been received');
    expect(await userHits(user(0).userId)).toEqual({ writes: 1, checkouts: 1 });
    expect(await seen('adm001')).toBe(1);
  });

  it('records the signature of a write whose session is dead but counts nothing: HTTP 401, then replayed', async () => {
    const request = signedPost(cancelOrderEndpoint.path, {}, { timestamp: TEST_NOW, uniq: 'adm002', headers: userHeaders({ ...user(1), userToken: 'not-a-session' }) });
    expectFailure(await testApp.app.inject(request), 401, 'token has expired, please log in again');
    expect(await seen('adm002')).toBe(1);
    expect(await userHits(user(1).userId)).toEqual({});
    expectFailure(await testApp.app.inject(request), 200, 'this request has already been received');
  });
});
