import type { UserInfoResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';

/** The traveller's account; HTTP 401 when it does not exist (a session of a deleted account). */
export async function getUserInfo(db: Kysely<DatabaseSchema>, userId: string): Promise<UserInfoResponse> {
  const user = await db
    .selectFrom('app_user')
    .select(['id', 'country', 'phone', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new ApiFailure('tokenExpired', 401);
  return { userId: user.id, country: user.country, phone: user.phone, createdAt: user.created_at.toISOString() };
}
