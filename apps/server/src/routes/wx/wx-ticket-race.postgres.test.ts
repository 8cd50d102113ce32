import { wxTicketEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../create-server';
import { signedGet, TEST_NOW } from '../../test/signed-request';
import { createSimulatedWechat } from '../../test/simulated-wechat';
import { createTestApp, expectContent } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): three servers with pools of their own, as three processes would have.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
const wechat = createSimulatedWechat({ clock: () => TEST_NOW, server: () => testApp.app });
const config = { wxMiniprogramLink: null, ...wechat.config };
let servers: FastifyInstance[] = [];
beforeAll(async () => {
  testApp = await createTestApp({ config, fetch: wechat.fetch });
  servers = [testApp.app, ...[1, 2].map(() => createServer({ db: testApp.database, config, fetch: wechat.fetch, clock: () => TEST_NOW }))];
});
afterAll(async () => {
  await Promise.all(servers.slice(1).map((server) => server.close()));
  await testApp.close();
});

describe('the JS-SDK ticket under concurrency (real Postgres)', () => {
  it('60 requests over three servers with an expired cache renew the access token and the ticket once, three times over', async () => {
    for (let round = 1; round <= 3; round += 1) {
      await testApp.database.db.updateTable('wechat_credential').set({ expires_at: new Date(0) }).execute();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) => servers[index % 3]?.inject(signedGet(wxTicketEndpoint.path, { url: `https://luggage.example.com/?n=${index}` }))),
      );
      for (const answer of answers) if (answer) expectContent(answer, wxTicketEndpoint);
      expect(wechat.sim.stats()).toMatchObject({ accessTokensIssued: round, jsapiTicketsIssued: round });
    }
  });
});
