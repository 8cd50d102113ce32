import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { randomCode } from '../random-code';

const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The promotion code of `userId` (6 of [0-9A-Z]), given on first use and kept; a code another user holds
 * already is drawn again.
 */
export async function promotionCodeOf(db: Kysely<DatabaseSchema>, userId: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const user = await db.selectFrom('app_user').select('promotion_code').where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.promotion_code) return user.promotion_code;
    const code = randomCode(CODE_ALPHABET, 6);
    try {
      await db.updateTable('app_user').set({ promotion_code: code }).where('id', '=', userId).where('promotion_code', 'is', null).execute();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}
