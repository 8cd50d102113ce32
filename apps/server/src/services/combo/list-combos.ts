import type { ComboListResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { selectCombos } from './select-combos';
import { toCombos } from './to-combos';

/** combo_list: the combos on sale, cheapest first (then by id). */
export async function listCombos(db: Kysely<DatabaseSchema>): Promise<ComboListResponse> {
  const rows = await selectCombos(db).where('cb.on_sale', '=', true).orderBy('cb.price').orderBy('cb.id').execute();
  return { combos: await toCombos(db, rows) };
}
