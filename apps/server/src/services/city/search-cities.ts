import { CITY_SEARCH_LIMIT, type City } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { likeLiteral } from '../like-literal';
import { toCity } from './to-city';

/**
 * Cities of the national list whose Chinese name contains `term`, or whose pinyin or initials start with
 * it (case-insensitive, spaces ignored for pinyin): covered first, then by hot rank, then pinyin.
 */
export async function searchCities(db: Kysely<DatabaseSchema>, term: string): Promise<City[]> {
  const contains = `%${likeLiteral(term)}%`;
  const pinyin = likeLiteral(term.toLowerCase().replace(/\s+/g, ''));
  const rows = await db
    .selectFrom('city')
    .selectAll()
    .where((where) =>
      where.or([
        where('name', 'like', contains),
        ...(pinyin ? [where('en', 'like', `${pinyin}%`), where('initials', 'like', `${pinyin}%`)] : []),
      ]),
    )
    .orderBy('covered', 'desc')
    .orderBy(sql`hot ASC NULLS LAST`)
    .orderBy('en')
    .limit(CITY_SEARCH_LIMIT)
    .execute();
  return rows.map((row) => toCity(row));
}
