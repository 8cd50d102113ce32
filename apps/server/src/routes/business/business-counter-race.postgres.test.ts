import { orderStoreEndpoint, uploadLuggagePhotoEndpoint, walkInEndpoint } from '@luggage/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../test/fixtures/luggage-photo-fixtures';
import { insertTestOrder } from '../../test/insert-test-order';
import { insertTestStaff } from '../../test/insert-test-staff';
import { userHeaders } from '../../test/login-client';
import { signedPost } from '../../test/signed-request';
import { createTestApp, expectContent } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let staff: { userId: string; userToken: string };
beforeAll(async () => {
  testApp = await createTestApp();
  staff = await insertTestStaff(testApp.database.db, { storeId: 1, phone: '13800000091' });
});
afterAll(() => testApp.close());

const CLIENTS = 10;
const post = (path: string, body: Record<string, unknown>) => testApp.app.inject(signedPost(path, body, { headers: userHeaders(staff) }));
const uploadPhoto = async () =>
  expectContent(await post(uploadLuggagePhotoEndpoint.path, { storeId: 1, image: (await solidPng(20, 20)).toString('base64') }), uploadLuggagePhotoEndpoint).name;
const outcomes = (answers: { json: <T>() => T }[]) => answers.map((answer) => answer.json<{ status: number; errorMsg?: string }>());

describe('the counter under concurrency (real Postgres)', () => {
  it(`${CLIENTS} check-ins of one order at once: exactly one succeeds, with its photo`, async () => {
    const orderId = await insertTestOrder(testApp.database.db, { storeId: 1, goodsId: 2, from: '2025-03-01', units: 1, goodsLine: true });
    const photos = await Promise.all(Array.from({ length: CLIENTS }, uploadPhoto));
    const answers = outcomes(await Promise.all(photos.map((photo) => post(orderStoreEndpoint.path, { storeId: 1, orderId, status: 20, pic: [photo] }))));
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errorMsg === 'the luggage of this order is already in store')).toHaveLength(CLIENTS - 1);
    const attached = await testApp.database.db.selectFrom('luggage_photo').select('name').where('order_id', '=', orderId).execute();
    expect(attached).toHaveLength(1);
  });

  it(`${CLIENTS} check-ins of different orders naming one photo: it is attached to one order only`, async () => {
    const orders = await Promise.all(
      Array.from({ length: CLIENTS }, () => insertTestOrder(testApp.database.db, { storeId: 1, goodsId: 1, from: '2025-03-01', units: 1, goodsLine: true })),
    );
    const photo = await uploadPhoto();
    const answers = outcomes(await Promise.all(orders.map((orderId) => post(orderStoreEndpoint.path, { storeId: 1, orderId, status: 20, pic: [photo] }))));
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errorMsg === 'a photo was not found, please take it again')).toHaveLength(CLIENTS - 1);
    const stored = await sql<{ n: string }>`SELECT count(*) AS n FROM user_order WHERE id = ANY(${orders}::bigint[]) AND store_status = 20`.execute(testApp.database.db);
    expect(Number(stored.rows[0]?.n)).toBe(1);
  });

  it(`${CLIENTS} walk-ins for the last room at once never overbook`, async () => {
    await insertTestOrder(testApp.database.db, { storeId: 1, goodsId: 2, from: '2025-03-02', units: 8 });
    const photos = await Promise.all(Array.from({ length: CLIENTS }, uploadPhoto));
    const answers = outcomes(
      await Promise.all(
        photos.map((photo) =>
          post(walkInEndpoint.path, { storeId: 1, name: 'Guest', goodsList: [{ goodsId: 2, count: 1 }], endDate: '20250302', payAmount: 1600, pic: [photo] }),
        ),
      ),
    );
    // Bags: 10 a day; earlier tests of this file hold one on 1 March, this one 8 on 2 March: 2 walk-ins fit.
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(2);
    expect(answers.filter((answer) => answer.errorMsg === 'not enough room for bags on 2025-03-02, please choose other dates')).toHaveLength(CLIENTS - 2);
  });
});
