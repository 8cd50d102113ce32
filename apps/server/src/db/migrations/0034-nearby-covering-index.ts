import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `CREATE INDEX store_location_id_idx ON store USING gist (location) INCLUDE (id) WHERE removed_at IS NULL`,
  `DROP INDEX store_location_idx`,
];

/**
 * The nearby search ranks its candidates from the spatial index alone: with the shop's id in the index
 * (INCLUDE), reading a candidate's id and position is an index-only scan, with no visit to a table page
 * per candidate (200 random page reads per search at a million shops). Replaces store_location_idx.
 */
export const nearbyCoveringIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
