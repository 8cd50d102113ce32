import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';

/** The traveller whose share code is `shareCode`; none: 'this share link is not valid'. */
export async function sharerOf(db: Kysely<DatabaseSchema>, shareCode: string): Promise<string> {
  const sharer = await db.selectFrom('app_user').select('id').where('share_code', '=', shareCode).executeTakeFirst();
  if (!sharer) throw new ApiFailure('shareCodeNotFound');
  return sharer.id;
}
