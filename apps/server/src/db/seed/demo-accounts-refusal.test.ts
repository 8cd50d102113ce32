import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeedData } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import type { OpenDatabase } from '../open-database';
import { demoAccountsRefusal } from './demo-accounts-refusal';
import { seedDatabase } from './seed-database';

// Made before the tests, under the hooks' longer time-out: a database starts slowly on a busy machine.
let databases: OpenDatabase[] = [];
beforeAll(async () => {
  databases = [await createTestDatabase(), await createTestDatabase()];
});
afterAll(() => Promise.all(databases.map((database) => database.close())));

const production = { isProduction: true, allowDemo: false };

describe('the production rule on demo accounts', () => {
  it('refuses a production start while the demo staff hold shop roles, naming their phones, until the roles are gone', async () => {
    const db = databases[0]?.db;
    if (!db) throw new Error('the databases are made before the tests');
    await seedDatabase(db, testSeedData(), { demoStaff: true });
    const refusal = await demoAccountsRefusal(db, production);
    expect(refusal).toMatch(/^Refusing to start with NODE_ENV=production: the demo staff accounts \+86 13900000000, \+86 13900000001, \+86 13900000002 hold shop roles/);
    expect(refusal).toMatch(/Delete their store_staff rows, or set ALLOW_DEMO=true/);
    expect(await demoAccountsRefusal(db, { isProduction: true, allowDemo: true })).toBeNull();
    expect(await demoAccountsRefusal(db, { isProduction: false, allowDemo: false })).toBeNull();
    await db.deleteFrom('store_staff').execute();
    expect(await demoAccountsRefusal(db, production)).toBeNull();
  });

  it('lets a production database seeded without demo staff start', async () => {
    const db = databases[1]?.db;
    if (!db) throw new Error('the databases are made before the tests');
    await seedDatabase(db, testSeedData(), { demoStaff: false });
    expect(await demoAccountsRefusal(db, production)).toBeNull();
  });
});
