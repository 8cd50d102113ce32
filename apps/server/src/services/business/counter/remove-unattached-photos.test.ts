import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder, insertTestUser } from '../../../test/insert-test-order';
import { TEST_NOW } from '../../../test/signed-request';
import { createTestApp } from '../../../test/test-app';
import { removeUnattachedPhotos, UNATTACHED_PHOTO_LIFETIME_MS } from './remove-unattached-photos';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
let photoCount = 0;
/** A stored luggage photo of shop 1 uploaded at `uploadedAt`, attached to `orderId` or to no order; answers its name. */
const photo = async (uploadedAt: number, orderId: string | null = null) => {
  const name = `${(photoCount += 1).toString(16).padStart(32, '0')}.jpg`;
  const { id } = await insertTestUser(db());
  await db()
    .insertInto('luggage_photo')
    .values({ name, store_id: 1, order_id: orderId, uploaded_by: id, mime: 'image/jpeg', width: 1, height: 1, content: Buffer.from([0xff, 0xd8, 0xff]), created_at: new Date(uploadedAt) })
    .execute();
  return name;
};
const names = async () => (await db().selectFrom('luggage_photo').select('name').orderBy('name').execute()).map((row) => row.name);

describe('removeUnattachedPhotos', () => {
  it('removes the photos no order took within a day of their upload, keeps the attached and the recent ones, and runs again harmlessly', async () => {
    const dayAgo = TEST_NOW - UNATTACHED_PHOTO_LIFETIME_MS;
    const orderId = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-01', units: 1, status: 'paid' });
    const stale = [await photo(dayAgo - 60_000), await photo(dayAgo - 3 * UNATTACHED_PHOTO_LIFETIME_MS)];
    const attached = await photo(dayAgo - 60_000, orderId);
    const recent = [await photo(dayAgo + 60_000), await photo(TEST_NOW)];

    expect((await removeUnattachedPhotos(db(), TEST_NOW)).sort()).toEqual(stale.sort());
    expect(await names()).toEqual([attached, ...recent].sort());
    expect(await removeUnattachedPhotos(db(), TEST_NOW)).toEqual([]);
    expect(await names()).toEqual([attached, ...recent].sort());
  });

  it('removes each photo once when several servers clean up at the same time', async () => {
    const stale = await Promise.all(Array.from({ length: 6 }, () => photo(TEST_NOW - 2 * UNATTACHED_PHOTO_LIFETIME_MS)));
    const removed = (await Promise.all([1, 2, 3].map(() => removeUnattachedPhotos(db(), TEST_NOW)))).flat();
    expect(removed.filter((name) => stale.includes(name)).sort()).toEqual(stale.sort());
    expect(new Set(removed).size).toBe(removed.length);
    expect(await names()).not.toEqual(expect.arrayContaining(stale));
  });
});
