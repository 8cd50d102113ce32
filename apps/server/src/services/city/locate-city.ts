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
 * The query of the city whose centre is nearest to (lng, lat) (GCJ-02, GiST nearest-neighbour), whether it is
 * covered, and how many cities are covered: one row (none on an empty city table), which the nearby search
 * joins to its shops (searchNearby).
 */
export function locatedCityQuery(db: Kysely<DatabaseSchema>, lng: number, lat: number) {
  return nearestCityQuery(db, lng, lat).select(sql<number>`(SELECT count(*)::int FROM city WHERE covered)`.as('covered_count'));
}

/** A row of {@link locatedCityQuery} as the nearby search reports it. */
export function toLocatedCity(row: { id: number; name: string; covered: boolean; covered_count: number }): LocatedCity {
  return { cityId: row.id, cityName: row.name, cover: row.covered, cityNum: row.covered_count };
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
