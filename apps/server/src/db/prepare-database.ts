import { sql } from 'kysely';
import { migrateToLatest } from './migrate-to-latest';
import type { OpenDatabase } from './open-database';
import { seedContentPages } from './seed/seed-content-pages';
import { seedCouponTemplates } from './seed/seed-coupon-templates';

/** True when there is nothing to seed: cities and places exist and every shop has its pinyin. */
async function isSeeded(database: OpenDatabase): Promise<boolean> {
  const { rows } = await sql<{ seeded: boolean }>`
    SELECT EXISTS (SELECT 1 FROM city) AND EXISTS (SELECT 1 FROM place)
      AND NOT EXISTS (SELECT 1 FROM store WHERE pinyin = '') AS seeded`.execute(database.db);
  return rows[0]?.seeded === true;
}

/**
 * The seed pass of cities, shops and places. Its modules (the seed files' schema, pinyin-pro's dictionary)
 * load only when a start needs the pass, not on every start.
 */
async function seedShops(database: OpenDatabase, seedDir: string, options: { demoStaff: boolean }): Promise<{ seeded: boolean }> {
  const [{ loadSeedData }, { seedDatabase }] = await Promise.all([import('./seed/load-seed-data'), import('./seed/seed-database')]);
  return seedDatabase(database.db, await loadSeedData(seedDir), options);
}

/**
 * Start-up work on the database: applies pending migrations, then seeds from `seedDir` what is missing —
 * cities and shops on the first start, places when the place table is empty (also on a database seeded
 * by an earlier release), the pinyin of shops that lack it, the English address of seed shops that lack
 * it, the information pages when their table is empty, and the coupon templates whose code is missing
 * (after the cities and shops their scopes name). A start that applied migrations always runs the
 * seed pass (a new column may need filling); a later start only checks and is fast. `demoStaff` adds the demo staff accounts (phones anyone
 * could own): only where codes go to the local outbox, never with a real SMS provider.
 */
export async function prepareDatabase(
  database: OpenDatabase,
  seedDir: string,
  options: { demoStaff: boolean },
): Promise<{ migrations: string[]; seeded: boolean }> {
  const migrations = await migrateToLatest(database.db);
  const pages = await seedContentPages(database.db, seedDir);
  const needsSeedPass = migrations.length > 0 || !(await isSeeded(database));
  const shops = needsSeedPass ? await seedShops(database, seedDir, options) : { seeded: false };
  const coupons = await seedCouponTemplates(database.db, seedDir);
  return { migrations, seeded: pages.seeded || shops.seeded || coupons.seeded };
}
