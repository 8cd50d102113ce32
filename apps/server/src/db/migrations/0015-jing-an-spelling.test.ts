import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPaths } from '../../paths';
import { createTestDatabase } from '../../test/test-database';
import { prepareDatabase } from '../prepare-database';
import { loadSeedData } from '../seed/load-seed-data';
import { seedDatabase } from '../seed/seed-database';
import type { SeedData } from '../seed/seed-data-schema';
import { migrationProvider } from './migration-provider';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterAll(() => database.close());

/** The English of the shops and places that still read 'Jingan' (any case), in id order. */
const jinganRows = async () => ({
  shops: await database.db.selectFrom('store').select(['id', 'address_en']).where('address_en', 'ilike', '%jingan%').orderBy('id').execute(),
  places: await database.db.selectFrom('place').select(['id', 'en']).where('en', 'ilike', '%jingan%').orderBy('id').execute(),
});

describe("0015-jing-an-spelling on a database seeded before it", () => {
  it("writes Jing'an District in the English addresses and the district's place, and nothing else", async () => {
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    expect((await migrator.migrateTo('0014-content-support-marks')).error).toBeUndefined();
    const shipped = await loadSeedData(serverPaths.seedData);
    // The seed as the releases before this one had it.
    const before: SeedData = JSON.parse(JSON.stringify(shipped).replaceAll("Jing'an District", 'Jingan District'));
    await seedDatabase(database.db, before);
    const misspelt = await jinganRows();
    expect(misspelt.shops.length).toBeGreaterThan(0);
    expect(misspelt.places).toHaveLength(1);
    // A shop that edited its English address keeps its words; only the district's spelling changes.
    await database.db.updateTable('store').set({ address_en: 'Gate 2, Jingan District, Shanghai' }).where('id', '=', misspelt.shops[0]!.id).execute();
    const others = await database.db.selectFrom('store').select(['id', 'address_en']).where('address_en', 'not ilike', '%jingan%').orderBy('id').execute();

    // The next start applies this migration and the later ones; the information pages (not seeded above) come too.
    const pending = Object.keys(await migrationProvider.getMigrations()).filter((name) => name > '0014-content-support-marks');
    expect(pending[0]).toBe('0015-jing-an-spelling');
    expect(await prepareDatabase(database, serverPaths.seedData, { demoStaff: true })).toEqual({ migrations: pending, seeded: true });

    expect(await jinganRows()).toEqual({ shops: [], places: [] });
    const shippedAddress = new Map(shipped.shops.map((shop) => [shop.id, shop.addressEn]));
    const fixed = await database.db.selectFrom('store').select(['id', 'address_en']).where('address_en', 'like', "%Jing'an District%").orderBy('id').execute();
    expect(fixed).toEqual(
      misspelt.shops.map(({ id }, index) => ({ id, address_en: index === 0 ? "Gate 2, Jing'an District, Shanghai" : shippedAddress.get(id) })),
    );
    expect(await database.db.selectFrom('place').select('en').where('id', '=', misspelt.places[0]!.id).executeTakeFirstOrThrow()).toEqual({ en: "Jing'an District" });
    expect(await database.db.selectFrom('store').select(['id', 'address_en']).where('address_en', 'not like', "%Jing'an%").orderBy('id').execute()).toEqual(others);
  });
});
