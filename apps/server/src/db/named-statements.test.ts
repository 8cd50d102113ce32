import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchNearby } from '../services/store/search-nearby';
import { testSeedData } from '../test/factories';
import { TEST_NOW } from '../test/signed-request';
import { createTestDatabase } from '../test/test-database';
import { compileNamed } from './named-statements';
import type { OpenDatabase } from './open-database';
import { seedDatabase } from './seed/seed-database';

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, testSeedData());
});
afterAll(() => database.close());

describe('compileNamed', () => {
  it('refuses a name for a second, different text', () => {
    compileNamed('named_statements_test', database.db.selectFrom('city').select('id').where('id', '=', 1));
    // The same text with other values is the same statement.
    expect(() => compileNamed('named_statements_test', database.db.selectFrom('city').select('id').where('id', '=', 2))).not.toThrow();
    expect(() => compileNamed('named_statements_test', database.db.selectFrom('city').select('name').where('id', '=', 1))).toThrow(/another text/);
  });

  it('runs the nearby search as a prepared statement of its connection on Postgres, the same answer at every call', async () => {
    const point = { lng: 121.473701, lat: 31.230416 };
    const first = await searchNearby(database.db, point, TEST_NOW);
    const again = await searchNearby(database.db, { lng: 121.48, lat: 31.24 }, TEST_NOW + 86_400_000);
    expect(first.stores.map((shop) => shop.id)).toEqual([1, 2, 3]);
    expect(again.stores.length).toBeGreaterThan(0);
    expect(await searchNearby(database.db, point, TEST_NOW)).toEqual(first);
    // pg's pool hands the idle connection back for the next query: the one that ran the searches.
    const { rows } = await sql<{ name: string }>`SELECT name FROM pg_prepared_statements`.execute(database.db);
    expect(rows.map((row) => row.name)).toEqual(database.kind === 'postgres' ? ['nearby_search'] : []);
  });
});
