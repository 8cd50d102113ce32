import { SHARE_CODE_ALPHABET } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { randomCode } from '../random-code';

/**
 * The share code of `userId` (8 of SHARE_CODE_ALPHABET): the one they have, or a new one written only
 * while they have none (two first calls at once agree on the code the first wrote); a code another
 * traveller holds is drawn again.
 */
export async function shareCodeOf(db: Kysely<DatabaseSchema>, userId: string): Promise<string> {
  for (let draw = 1; ; draw += 1) {
    const { share_code: held } = await db.selectFrom('app_user').select('share_code').where('id', '=', userId).executeTakeFirstOrThrow();
    if (held !== null) return held;
    try {
      await db.updateTable('app_user').set({ share_code: randomCode(SHARE_CODE_ALPHABET, 8) }).where('id', '=', userId).where('share_code', 'is', null).execute();
    } catch (error) {
      if (!isUniqueViolation(error) || draw >= 5) throw error;
    }
  }
}
