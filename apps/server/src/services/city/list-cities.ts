import { HOT_CITY_MAX_RANK, type City } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { toCity } from './to-city';

/** What the city list includes besides the covered cities. */
export interface ListCitiesOptions {
  /** Each city carries its hot-search terms. */
  withHots: boolean;
  /** The hot cities that are not covered yet (hot rank ≤ HOT_CITY_MAX_RANK) are listed too. */
  withHotCities: boolean;
}

/** The covered cities, and on request the uncovered hot ones, sorted by pinyin. */
export async function listCities(db: Kysely<DatabaseSchema>, { withHots, withHotCities }: ListCitiesOptions): Promise<City[]> {
  const rows = await db
    .selectFrom('city')
    .selectAll()
    .where((where) =>
      where.or([where('covered', '=', true), ...(withHotCities ? [where('hot', '<=', HOT_CITY_MAX_RANK)] : [])]),
    )
    .orderBy('en')
    .orderBy('id')
    .execute();
  return rows.map((row) => toCity(row, withHots));
}
