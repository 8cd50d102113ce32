import type { City } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { toCity } from './to-city';

/** The covered cities sorted by pinyin; with `withHots` each carries its hot-search terms. */
export async function listCoveredCities(db: Kysely<DatabaseSchema>, withHots: boolean): Promise<City[]> {
  const rows = await db.selectFrom('city').selectAll().where('covered', '=', true).orderBy('en').orderBy('id').execute();
  return rows.map((row) => toCity(row, withHots));
}
