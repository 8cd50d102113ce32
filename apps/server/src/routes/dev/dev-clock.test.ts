import { cityListEndpoint, devClockEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevClock } from '../../config/dev-clock';
import { signedGet, signedPost, TEST_NOW } from '../../test/signed-request';
import { createTestApp, expectContent, expectFailure } from '../../test/test-app';

const EIGHT_DAYS_MS = 8 * 24 * 3_600_000;

describe('POST /api/dev/clock/ (DEV_CLOCK=true)', () => {
  const devClock = createDevClock(() => TEST_NOW);
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await createTestApp({ devClock });
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  const advance = (advanceMs: number, ip: string, timestamp = devClock.now()) =>
    app.inject({ ...signedPost(devClockEndpoint.path, { advanceMs }, { timestamp }), remoteAddress: ip });

  it('moves the server’s clock forward for a caller on this machine, and the signature window follows it', async () => {
    const before = devClock.now();
    expect(expectContent(await advance(EIGHT_DAYS_MS, '127.0.0.1'), devClockEndpoint)).toEqual({ now: new Date(before + EIGHT_DAYS_MS).toISOString() });
    const signedAt = (timestamp: number) => app.inject(signedGet(cityListEndpoint.path, { hots: 'NO2' }, { timestamp }));
    expectFailure(await signedAt(before), 200, 'request has expired, please check the time on your device');
    expect((await signedAt(devClock.now())).json()).toMatchObject({ status: 1 });
  });

  it('never moves it back, nor for another machine', async () => {
    const before = devClock.now();
    expect((await advance(-1, '127.0.0.1')).json()).toMatchObject({ status: 0, errorMsg: 'invalid parameter: advanceMs' });
    expectFailure(await advance(EIGHT_DAYS_MS, '203.0.113.7'), 404, 'this API does not exist');
    expect(devClock.now()).toBe(before);
  });
});

describe('POST /api/dev/clock/ without DEV_CLOCK', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('does not exist', async () => {
    const response = await testApp.app.inject({ ...signedPost(devClockEndpoint.path, { advanceMs: 1 }, { timestamp: TEST_NOW }), remoteAddress: '127.0.0.1' });
    expectFailure(response, 404, 'this API does not exist');
  });
});
