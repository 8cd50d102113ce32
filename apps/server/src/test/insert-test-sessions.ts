import type { LoginResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { createSession } from '../services/auth/create-session';
import { TEST_NOW } from './signed-request';

let phoneCount = 0;

/**
 * `count` new accounts with a consumer session each, written through the services (logging in hundreds
 * of travellers by SMS is slow). Each has a mainland phone no other account of the test run has.
 */
export async function insertTestSessions(db: Kysely<DatabaseSchema>, count: number): Promise<Pick<LoginResponse, 'userId' | 'userToken'>[]> {
  const users = await db
    .insertInto('app_user')
    .values(Array.from({ length: count }, () => ({ country: '86', phone: `1360${String((phoneCount += 1)).padStart(7, '0')}`, created_at: new Date(TEST_NOW) })))
    .returning('id')
    .execute();
  return Promise.all(users.map(async ({ id }) => ({ userId: id, userToken: await createSession(db, { userId: id, area: 'user', now: TEST_NOW }) })));
}
