import { checkoutEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../create-server';
import type { RateLimits } from '../services/rate-limit/rate-limits';
import { insertTestSessions } from '../test/insert-test-sessions';
import { userHeaders } from '../test/login-client';
import { signedPost, TEST_NOW } from '../test/signed-request';
import { createTestApp, expectFailure } from '../test/test-app';

// Only in the postgres test project (see vitest.config.ts): two servers on one Postgres database, each with
// its own counting of the limits, as two processes behind a load balancer would have.
const LIMITS: RateLimits = {
  windowSeconds: 60,
  writesPerUser: 1_000,
  writesPerAddress: 10,
  checkoutsPerUser: 4,
  checkoutsPerAddress: 1_000,
  addOrdersPerUser: 1_000,
  addOrdersPerAddress: 1_000,
};
const config = { wxMiniprogramLink: null, rateLimits: LIMITS };
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let servers: FastifyInstance[] = [];
let users: Awaited<ReturnType<typeof insertTestSessions>>;
beforeAll(async () => {
  testApp = await createTestApp({ config });
  servers = [testApp.app, createServer({ db: testApp.database, config, clock: () => TEST_NOW })];
  users = await insertTestSessions(testApp.database.db, 1);
});
afterAll(async () => {
  await servers[1]?.close();
  await testApp.close();
});

const checkoutOn = (server: FastifyInstance | undefined, options: { user?: (typeof users)[number]; ip: string }) => {
  if (!server) throw new Error('no server');
  return server.inject({ ...signedPost(checkoutEndpoint.path, {}, { headers: options.user ? userHeaders(options.user) : {} }), remoteAddress: options.ip });
};
const limited = (answers: { statusCode: number }[]) => answers.filter((answer) => answer.statusCode === 429).length;

describe('rate limits across server processes (real Postgres)', () => {
  it('a user’s 40 parallel checkouts spread over two servers: exactly checkoutsPerUser pass in all', async () => {
    const [user] = users;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => checkoutOn(servers[index % 2], { user, ip: `198.51.100.${index + 1}` })));
    expect(limited(answers)).toBe(36);
    for (const answer of answers) {
      if (answer.statusCode === 429) expectFailure(answer, 429, 'too many requests, please try again in 60 s');
      else expectFailure(answer, 200, 'invalid parameter: storeId');
    }
  });

  it('one address’s 30 parallel writes over two servers: exactly writesPerAddress pass in all', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => checkoutOn(servers[index % 2], { ip: '203.0.113.50' })));
    expect(limited(answers)).toBe(20);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(10);
  });
});
