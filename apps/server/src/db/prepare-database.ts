import { migrateToLatest } from './migrate-to-latest';
import type { OpenDatabase } from './open-database';
import { loadSeedData } from './seed/load-seed-data';
import { seedContentPages } from './seed/seed-content-pages';
import { seedDatabase } from './seed/seed-database';

/**
 * Start-up work on the database: applies pending migrations, then seeds cities and shops from `seedDir`
 * when the city table is empty (first start), and the information pages when their table is empty (also
 * on a database seeded by an earlier release). A later start only checks and is fast.
 */
export async function prepareDatabase(
  database: OpenDatabase,
  seedDir: string,
): Promise<{ migrations: string[]; seeded: boolean }> {
  const migrations = await migrateToLatest(database.db, database.schema);
  const pages = await seedContentPages(database.db, seedDir);
  const existing = await database.db.selectFrom('city').select('id').limit(1).executeTakeFirst();
  if (existing) return { migrations, seeded: pages.seeded };
  const { seeded } = await seedDatabase(database.db, await loadSeedData(seedDir));
  return { migrations, seeded: seeded || pages.seeded };
}
