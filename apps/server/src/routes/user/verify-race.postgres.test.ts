import { verifyIdentityEndpoint } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** `count` travellers whose real name 张三 is confirmed (as updatename leaves it). */
async function travellersNamed(count: number) {
  const db = testApp.database.db;
  const travellers = await insertTestSessions(db, count);
  await db.updateTable('app_user').set({ real_name: '张三', real_name_confirmed_at: new Date() }).where('id', 'in', travellers.map((traveller) => traveller.userId)).execute();
  return travellers;
}
const verify = (traveller: { userId: string; userToken: string }, idNumber: string) =>
  testApp.app.inject(signedPost(verifyIdentityEndpoint.path, { name: '张三', idNumber }, { headers: userHeaders(traveller) })).then((answer) => answer.json<{ status: number; errorCode?: string }>());

describe('verification under concurrency (real Postgres)', () => {
  it('10 parallel verifies of one traveller pass once; the rest are told it is done, within the day’s 5 attempts', async () => {
    const [traveller] = await travellersNamed(1);
    if (!traveller) throw new Error('no traveller');
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(traveller, '11010519491231002X')));
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.status === 0).map((answer) => answer.errorCode))).toEqual(new Set(['alreadyVerified']));
    const rows = await testApp.database.db.selectFrom('identity_verification').select('result').where('user_id', '=', traveller.userId).execute();
    expect(rows).toEqual([{ result: 'passed' }]);
  });

  it('10 travellers racing with one ID number: one passes, the others are refused as taken', async () => {
    const travellers = await travellersNamed(10);
    const answers = await Promise.all(travellers.map((traveller) => verify(traveller, '440304198512034563')));
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 0).map((answer) => answer.errorCode)).toEqual(Array.from({ length: 9 }, () => 'idNumberTaken'));
    const passed = await testApp.database.db
      .selectFrom('identity_verification')
      .select('user_id')
      .where('user_id', 'in', travellers.map((traveller) => traveller.userId))
      .where('result', '=', 'passed')
      .execute();
    expect(passed).toHaveLength(1);
  });
});
