import { claimCouponEndpoint, successEnvelopeSchema, type LoginResponse } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCouponTemplate } from '../../test/insert-test-coupon-template';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { userHeaders } from '../../test/login-client';
import { signedPost } from '../../test/signed-request';
import { createTestApp } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const claim = (id: number, session: Pick<LoginResponse, 'userId' | 'userToken'>) =>
  testApp.app.inject(signedPost(claimCouponEndpoint.path, { id }, { headers: userHeaders(session) }));
const claimSucceeded = (body: unknown) => successEnvelopeSchema(claimCouponEndpoint.response).safeParse(body).success;
/** The template's issued count and how many copies the database holds (in all, and per traveller). */
const written = async (templateId: number) => {
  const db = testApp.database.db;
  const { issued } = await db.selectFrom('coupon_template').select('issued').where('id', '=', templateId).executeTakeFirstOrThrow();
  const copies = await db.selectFrom('user_coupon').select('user_id').where('template_id', '=', templateId).execute();
  return { issued, copies: copies.length, travellers: new Set(copies.map((copy) => copy.user_id)).size };
};
/** Fires all `claims` at once and sorts the answers into issued copies and refusal texts. */
const race = async (claims: Promise<{ statusCode: number; json: <T>() => T }>[]) => {
  const answers = await Promise.all(claims);
  expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  const bodies = answers.map((answer) => answer.json<unknown>());
  return {
    issued: bodies.filter(claimSucceeded).length,
    refusals: bodies.filter((body) => !claimSucceeded(body)).map((body) => (body as { errorMsg?: string }).errorMsg),
  };
};

describe('claiming coupons under concurrency (real Postgres)', () => {
  it.each([1, 2, 3])('run %i: 100 travellers claim a coupon with a stock of 30 at once; exactly 30 copies are issued', async () => {
    const id = await insertTestCouponTemplate(testApp.database.db, { stock: 30 });
    const travellers = await insertTestSessions(testApp.database.db, 100);

    const outcome = await race(travellers.map((traveller) => claim(id, traveller)));

    expect(outcome.issued).toBe(30);
    expect(outcome.refusals).toEqual(Array.from({ length: 70 }, () => 'all of these coupons have been claimed'));
    expect(await written(id)).toEqual({ issued: 30, copies: 30, travellers: 30 });
  });

  it.each([1, 2, 3])('run %i: one traveller claims a one-per-person coupon 20 times at once; exactly one copy is issued', async () => {
    const id = await insertTestCouponTemplate(testApp.database.db, { stock: 1000 });
    const [traveller] = await insertTestSessions(testApp.database.db, 1);
    if (!traveller) throw new Error('no traveller');

    const outcome = await race(Array.from({ length: 20 }, () => claim(id, traveller)));

    expect(outcome.issued).toBe(1);
    expect(outcome.refusals).toEqual(Array.from({ length: 19 }, () => 'you have already claimed this coupon (1 per person)'));
    expect(await written(id)).toEqual({ issued: 1, copies: 1, travellers: 1 });
  });

  it('20 travellers each claiming a three-per-person coupon 5 times at once, stock 50: each gets at most 3, 50 in all', async () => {
    const id = await insertTestCouponTemplate(testApp.database.db, { stock: 50, perPersonLimit: 3 });
    const travellers = await insertTestSessions(testApp.database.db, 20);

    const outcome = await race(travellers.flatMap((traveller) => Array.from({ length: 5 }, () => claim(id, traveller))));

    expect(outcome.issued).toBe(50);
    expect(await written(id)).toEqual({ issued: 50, copies: 50, travellers: expect.any(Number) as number });
    const perTraveller = await testApp.database.db
      .selectFrom('user_coupon')
      .select(['user_id', (eb) => eb.fn.max('claim_number').as('copies')])
      .where('template_id', '=', id)
      .groupBy('user_id')
      .execute();
    expect(perTraveller.every((row) => Number(row.copies) <= 3)).toBe(true);
  });
});
