import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../db/open-database';
import { seedDatabase } from '../../db/seed/seed-database';
import { testSeedData } from '../../test/factories';
import { TEST_NOW } from '../../test/signed-request';
import { createTestDatabase } from '../../test/test-database';
import { nearbyShopsQuery } from './find-nearby-shops';

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, testSeedData());
  // Shops around Shanghai's centre, analysed but not vacuumed: as after a bulk insert, before autovacuum has
  // marked their pages all-visible, when an index-only scan still visits the table for each entry.
  await sql`INSERT INTO store (city_id, name, lng, lat, address)
            SELECT 1, 'shop ' || n, 121.42 + (n % 100) * 0.001, 31.18 + (n / 100) * 0.001, 'address ' || n
              FROM generate_series(1, 10000) AS n`.execute(database.db);
  await sql`ANALYZE store`.execute(database.db);
});
afterAll(() => database.close());

/** Every node of an EXPLAIN (FORMAT JSON) plan, depth first. */
function planNodes(node: Record<string, unknown>): Record<string, unknown>[] {
  return [node, ...((node.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(planNodes)];
}

describe('nearbyShopsQuery', () => {
  it('ranks its candidates by walking the spatial index in distance order, not by reading every shop near the point', async () => {
    const compiled = nearbyShopsQuery(database.db, { lng: 121.4737, lat: 31.2304 }, TEST_NOW).compile();
    const plan = await database.db.connection().execute(async (connection) => {
      // A sequential scan is the cheapest plan over a table this small; the choice between the index's two uses is the question.
      await connection.executeQuery(CompiledQuery.raw('SET enable_seqscan = off'));
      try {
        const { rows } = await connection.executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]));
        const explained = rows[0]?.['QUERY PLAN'];
        return (typeof explained === 'string' ? JSON.parse(explained) : explained) as [{ Plan: Record<string, unknown> }];
      } finally {
        await connection.executeQuery(CompiledQuery.raw('RESET enable_seqscan'));
      }
    });
    const storeScans = planNodes(plan[0].Plan).filter((node) => node['Relation Name'] === 'store' && node['Alias'] === 'c');
    // One scan of the index in `<->` order that stops at the candidates, not a bitmap scan of the shops in a box and a sort.
    expect(storeScans).toEqual([expect.objectContaining({ 'Node Type': expect.stringMatching(/^Index (Only )?Scan$/), 'Index Name': 'store_location_id_idx', 'Order By': expect.any(String) })]);
  });
});
