import { addOrderEndpoint, successEnvelopeSchema, type LoginResponse } from '@luggage/api/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { userHeaders } from './login-client';
import { signedPost } from './signed-request';
import { failureOf } from './test-app';
import { expect } from 'vitest';

/**
 * Test-only: what the add-order races on real Postgres share, for the test app `testApp` (read when
 * called, so it may be made in a beforeAll): a signed POST as a traveller, whether an answer is add order's
 * success, and the bags held by any order at a shop on a day.
 */
export function addOrderRaceCalls(testApp: () => { app: FastifyInstance; database: { db: Kysely<DatabaseSchema> } }) {
  return {
    post: (path: string, body: Record<string, unknown>, session: Pick<LoginResponse, 'userId' | 'userToken'>) =>
      testApp().app.inject(signedPost(path, body, { headers: userHeaders(session) })),
    addOrderSucceeded: (body: unknown) => successEnvelopeSchema(addOrderEndpoint.response).safeParse(body).success,
    /** Bags (goods 2) held at `storeId` on `day` ('yyyy-MM-dd') by any order. */
    heldBags: async (storeId: number, day: string) =>
      Number(
        (
          await sql<{ units: string }>`SELECT coalesce(sum(r.units), 0) AS units FROM inventory_reservation r
            WHERE r.store_id = ${storeId} AND r.goods_id = 2 AND r.day = ${day}::date`.execute(testApp().database.db)
        ).rows[0]?.units,
      ),
  };
}

/** Asserts that of a race's add-order `answers` exactly `booked` made an order and every other got the no-room refusal for bags on `day` ('yyyy-MM-dd'). */
export function expectRaceOutcome(answers: LightMyRequestResponse[], booked: number, day: string): void {
  const succeeded = (body: unknown) => successEnvelopeSchema(addOrderEndpoint.response).safeParse(body).success;
  const bodies = answers.map((answer) => answer.json<unknown>());
  expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  expect(bodies.filter(succeeded)).toHaveLength(booked);
  expect(bodies.filter((body) => !succeeded(body))).toEqual(
    Array.from({ length: answers.length - booked }, () => failureOf(`not enough room for bags on ${day}, please choose other dates`)),
  );
}
