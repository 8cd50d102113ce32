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
 * and how many cities are covered, in one round trip (every nearby search asks). Throws when the city table
 * is empty (the server seeds it at start).
 */
export async function locateCity(db: Kysely<DatabaseSchema>, lng: number, lat: number): Promise<LocatedCity> {
  const nearest = await nearestCityQuery(db, lng, lat)
    .select(sql<number>`(SELECT count(*)::int FROM city WHERE covered)`.as('covered_count'))
    .executeTakeFirstOrThrow();
  return { cityId: nearest.id, cityName: nearest.name, cover: nearest.covered, cityNum: nearest.covered_count };
}

/** The query of the city whose centre is nearest to (lng, lat) (GCJ-02, GiST nearest-neighbour); callers may select more. */
function nearestCityQuery(db: Kysely<DatabaseSchema>, lng: number, lat: number) {
  return db
    .selectFrom('city')
    .select(['id', 'name', 'province', 'covered'])
    .orderBy(sql`location <-> point(${lng}, ${lat})`)
    .limit(1);
}

/** The city whose centre is nearest to (lng, lat) (GCJ-02, GiST nearest-neighbour); throws on an empty table. */
export function nearestCity(db: Kysely<DatabaseSchema>, lng: number, lat: number) {
  return nearestCityQuery(db, lng, lat).executeTakeFirstOrThrow();
}
