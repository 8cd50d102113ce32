import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

/**
 * Makes `userId` a verified traveller directly in the database (real name `name` and a passed attempt), for
 * tests that are not about verification (the promotion QR, withdrawals). The stored number is a stand-in:
 * not sealed, and its hash is the user's own, so no two such travellers share a number.
 */
export async function markTestVerified(db: Kysely<DatabaseSchema>, userId: string, name = '张三', now = new Date('2025-03-01T04:00:00Z')): Promise<void> {
  await db.updateTable('app_user').set({ real_name: name, real_name_confirmed_at: now }).where('id', '=', userId).execute();
  await db
    .insertInto('identity_verification')
    .values({
      user_id: userId,
      name,
      id_number_cipher: 'test',
      id_number_masked: '110***********002X',
      id_number_hash: createHash('sha256').update(`test-verified:${userId}`).digest('hex'),
      result: 'passed',
      failure_code: null,
      provider: 'local',
      created_at: now,
    })
    .execute();
}
