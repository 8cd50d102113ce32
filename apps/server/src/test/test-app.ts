import { catalogueCodeOf, isMessageOf, successEnvelopeSchema, type Endpoint, type ErrorMessageCode } from '@luggage/api/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { createServer, type ServerDeps } from '../create-server';
import type { OpenDatabase } from '../db/open-database';
import type { SeedData } from '../db/seed/seed-data-schema';
import { seedDatabase } from '../db/seed/seed-database';
import { testSeedData } from './factories';
import { TEST_NOW } from './signed-request';
import { createTestDatabase } from './test-database';

/**
 * Rate limits and unpaid orders caps no test reaches by accident: a test file makes hundreds of calls from
 * one address at one fixed instant (one window). Tests of the limits pass their own in `config`.
 */
export const TEST_ABUSE_LIMITS = {
  rateLimits: {
    windowSeconds: 60,
    writesPerUser: 100_000,
    writesPerAddress: 100_000,
    checkoutsPerUser: 100_000,
    checkoutsPerAddress: 100_000,
    addOrdersPerUser: 100_000,
    addOrdersPerAddress: 100_000,
  },
  unpaidOrderCaps: { perTraveller: 1_000, perDevice: 1_000 },
} as const satisfies Partial<ServerDeps['config']>;

/**
 * A server on a fresh test database seeded with `seedData` ({@link testSeedData}), its clock fixed at TEST_NOW,
 * with {@link TEST_ABUSE_LIMITS} unless `deps.config` says otherwise.
 */
export async function createTestApp(
  deps: Partial<Omit<ServerDeps, 'db'>> = {},
  seedData: SeedData = testSeedData(),
): Promise<{ app: FastifyInstance; database: OpenDatabase; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, seedData);
  const app = createServer({ db: database, clock: () => TEST_NOW, ...deps, config: { ...TEST_ABUSE_LIMITS, ...deps.config, wxMiniprogramLink: deps.config?.wxMiniprogramLink ?? null } });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Asserts an HTTP 200 success envelope whose content matches the endpoint's schema, and returns the content. */
export function expectContent<E extends Endpoint>(response: LightMyRequestResponse, endpoint: E): z.output<E['response']> {
  expect(response.statusCode, response.body).toBe(200);
  return successEnvelopeSchema(endpoint.response).parse(response.json()).content as z.output<E['response']>;
}

/** Asserts a failure envelope with this HTTP status and message, and the message's catalogue code as its errorCode. */
export function expectFailure(response: LightMyRequestResponse, httpStatus: number, errorMsg: string): void {
  expect(response.statusCode).toBe(httpStatus);
  const body = response.json<{ errorCode: ErrorMessageCode }>();
  expect(body).toEqual({ status: 0, errorMsg, errorCode: expect.any(String) });
  expect(isMessageOf(errorMsg, body.errorCode), `errorCode ${body.errorCode}`).toBe(true);
}

/** The failure envelope of a catalogue message: `{status: 0, errorMsg, errorCode}`. */
export function failureOf(errorMsg: string): { status: 0; errorMsg: string; errorCode: string } {
  const errorCode = catalogueCodeOf(errorMsg);
  if (!errorCode) throw new Error(`not a catalogue message: ${errorMsg}`);
  return { status: 0, errorMsg, errorCode };
}
