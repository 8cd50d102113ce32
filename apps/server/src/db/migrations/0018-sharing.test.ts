import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeedData } from '../../test/factories';
import { insertTestCouponTemplate } from '../../test/insert-test-coupon-template';
import { insertTestOrder, insertTestUser } from '../../test/insert-test-order';
import { createTestDatabase } from '../../test/test-database';
import { seedDatabase } from '../seed/seed-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, testSeedData());
});
afterAll(() => database.close());

/** A copy of a new template for `userId`; answers its id. */
const newCoupon = async (userId: string) => {
  const templateId = await insertTestCouponTemplate(database.db);
  const { id } = await database.db
    .insertInto('user_coupon')
    .values({ user_id: userId, template_id: templateId, claim_number: 1, starts_at: new Date('2025-03-01'), ends_at: new Date('2025-04-01'), issued_at: new Date('2025-03-01') })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

describe('sharing tables refuse what makes no sense', () => {
  it('templates of the share channels are accepted', async () => {
    await expect(insertTestCouponTemplate(database.db, { channel: 'share-friend', newCustomersOnly: true })).resolves.toBeGreaterThan(0);
    await expect(insertTestCouponTemplate(database.db, { channel: 'share-reward' })).resolves.toBeGreaterThan(0);
  });

  it.each(['ABCDEFG', 'ABCDEFGHJ', 'abcdefgh', 'ABCDEFGO', 'ABCDEFG1', 'ABCDEFGI', 'ABCDEFGL'])('a share code %j is refused', async (code) => {
    const user = await insertTestUser(database.db);
    await expect(database.db.updateTable('app_user').set({ share_code: code }).where('id', '=', user.id).execute()).rejects.toThrow(/violates check constraint/);
  });

  it('a share code is one traveller’s', async () => {
    const [first, second] = [await insertTestUser(database.db), await insertTestUser(database.db)];
    await database.db.updateTable('app_user').set({ share_code: 'K7M2PQ9X' }).where('id', '=', first.id).execute();
    await expect(database.db.updateTable('app_user').set({ share_code: 'K7M2PQ9X' }).where('id', '=', second.id).execute()).rejects.toThrow(/unique/);
  });

  it('a share claim: one per friend, never from one’s own link, a reward only with the order that earned it', async () => {
    const rewardTemplate = await insertTestCouponTemplate(database.db, { channel: 'share-reward' });
    const [sharer, friend] = [await insertTestUser(database.db), await insertTestUser(database.db)];
    const claim = async (columns: Record<string, unknown> = {}) =>
      database.db
        .insertInto('share_claim')
        .values({ friend_user_id: friend.id, sharer_user_id: sharer.id, friend_coupon_id: await newCoupon(friend.id), reward_template_id: rewardTemplate, claimed_at: new Date('2025-03-01'), ...columns })
        .execute();
    await expect(claim({ sharer_user_id: friend.id })).rejects.toThrow(/share_claim_not_own_check/);
    await expect(claim({ rewarded_at: new Date('2025-03-02') })).rejects.toThrow(/share_claim_rewarded_check/);
    await expect(claim({ reward_coupon_id: await newCoupon(sharer.id) })).rejects.toThrow(/share_claim_reward_coupon_check/);
    const orderId = await insertTestOrder(database.db, { storeId: 1, goodsId: 2, from: '2025-03-05', units: 1, userId: friend.id });
    await claim({ rewarded_order_id: orderId, rewarded_at: new Date('2025-03-02'), reward_coupon_id: await newCoupon(sharer.id) });
    await expect(claim()).rejects.toThrow(/unique/);
  });
});
