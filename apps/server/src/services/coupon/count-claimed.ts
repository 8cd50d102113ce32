import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** How many copies of template `templateId` traveller `userId` holds, used and expired ones included. */
export async function countClaimed(db: Kysely<DatabaseSchema>, templateId: number, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_coupon')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('claimed'))
    .where('template_id', '=', templateId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.claimed;
}
