import type { StaffRole } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { createSession } from '../services/auth/create-session';
import { TEST_NOW } from './signed-request';

/**
 * A staff account written straight into the database for business route tests: a new app_user with
 * `phone`, working at `storeId` as `role` ('staff' unless told), with a business session started at
 * TEST_NOW. Returns its id and token, as userHeaders takes them.
 */
export async function insertTestStaff(
  db: Kysely<DatabaseSchema>,
  staff: { storeId: number; phone: string; role?: StaffRole },
): Promise<{ userId: string; userToken: string }> {
  const user = await db
    .insertInto('app_user')
    .values({ country: '86', phone: staff.phone, created_at: new Date(TEST_NOW) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('store_staff').values({ store_id: staff.storeId, user_id: user.id, role: staff.role ?? 'staff', created_at: new Date(TEST_NOW) }).execute();
  return { userId: user.id, userToken: await createSession(db, { userId: user.id, area: 'business', now: TEST_NOW }) };
}
