import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { postWalletEntry } from '../services/wallet/post-wallet-entry';
import { insertTestOrder, insertTestUser } from './insert-test-order';
import { TEST_NOW } from './signed-request';

/**
 * Puts `fen` into `userId`'s wallet the way the programme does: a friend's picked-up order at shop 1, its
 * reward already withdrawable and credited (postWalletEntry 'reward'). For tests of withdrawals.
 */
export async function fundTestWallet(db: Kysely<DatabaseSchema>, userId: string, fen: number): Promise<void> {
  const friend = await insertTestUser(db);
  const orderId = await insertTestOrder(db, { storeId: 1, goodsId: 2, from: '2025-03-01', units: 1, userId: friend.id, storeStatus: 30, payAmount: fen * 10 });
  const at = new Date(TEST_NOW);
  const reward = await db
    .insertInto('reward')
    .values({ promoter_user_id: userId, friend_user_id: friend.id, order_id: orderId, paid_amount: fen * 10, amount: fen, status: 'withdrawable', earned_at: at, available_at: at, released_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.transaction().execute((trx) => postWalletEntry(trx, userId, { kind: 'reward', amount: fen, rewardId: reward.id }, TEST_NOW));
}
