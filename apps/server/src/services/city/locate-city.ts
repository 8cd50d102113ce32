import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** The city of a point and the covered-city count, as the coordinate search reports them. */
export interface LocatedCity {
  cityId: number;
  cityName: string;
  cover: boolean;
  cityNum: number;
}

/**
 * The city whose centre is nearest to (lng, lat) (GCJ-02, GiST nearest-neighbour), whether it is covered,
 * and how many cities are covered. Throws when the city table is empty (the server seeds it at start).
 */
export async function locateCity(db: Kysely<DatabaseSchema>, lng: number, lat: number): Promise<LocatedCity> {
  const nearest = await nearestCity(db, lng, lat);
  const { count } = await db
    .selectFrom('city')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('covered', '=', true)
    .executeTakeFirstOrThrow();
  return { cityId: nearest.id, cityName: nearest.name, cover: nearest.covered, cityNum: count };
}

/** The city whose centre is nearest to (lng, lat) (GCJ-02, GiST nearest-neighbour); throws on an empty table. */
export function nearestCity(db: Kysely<DatabaseSchema>, lng: number, lat: number) {
  return db
    .selectFrom('city')
    .select(['id', 'name', 'province', 'covered'])
    .orderBy(sql`location <-> point(${lng}, ${lat})`)
    .limit(1)
    .executeTakeFirstOrThrow();
}
