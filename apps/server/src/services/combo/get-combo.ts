import type { Combo } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { selectCombos } from './select-combos';
import { toCombos } from './to-combos';

/** combo_info: the combo `comboId` while on sale; unknown or off sale → 'combo package not found'. */
export async function getCombo(db: Kysely<DatabaseSchema>, comboId: number): Promise<Combo> {
  const row = await selectCombos(db).where('cb.id', '=', comboId).where('cb.on_sale', '=', true).executeTakeFirst();
  if (!row) throw new ApiFailure('comboNotFound');
  const [combo] = await toCombos(db, [row]);
  if (!combo) throw new Error(`combo ${comboId} was read but not converted`);
  return combo;
}
