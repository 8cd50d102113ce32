import type { Kysely } from 'kysely';
import type { DatabaseSchema, PromotionAttributionTable } from '../../db/database-schema';

/**
 * Attributes traveller `userId` to the holder of promotion code `code` at `now` (ms), through `source`:
 * first touch (an attribution is never replaced: the table's primary key keeps the first), never oneself
 * (a code of one's own is ignored), and nothing for a code no traveller holds. The caller decides that the
 * account is new (see entities/reward.ts). Answers whether this call attributed it.
 */
export async function attributePromotion(
  db: Kysely<DatabaseSchema>,
  attribution: { userId: string; code: string; source: PromotionAttributionTable['source']; now: number },
): Promise<boolean> {
  const holder = await db.selectFrom('app_user').select('id').where('promotion_code', '=', attribution.code).executeTakeFirst();
  if (!holder || holder.id === attribution.userId) return false;
  const inserted = await db
    .insertInto('promotion_attribution')
    .values({
      user_id: attribution.userId,
      promoter_user_id: holder.id,
      promotion_code: attribution.code,
      source: attribution.source,
      attributed_at: new Date(attribution.now),
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
