import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeedData } from '../../test/factories';
import { insertTestCouponTemplate } from '../../test/insert-test-coupon-template';
import { insertTestUser } from '../../test/insert-test-order';
import { createTestDatabase } from '../../test/test-database';
import { seedDatabase } from '../seed/seed-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, testSeedData());
});
afterAll(() => database.close());

/** A row that every CHECK lets through, changed by `columns`; inserted in a transaction rolled back, so each case starts clean. */
const insertTemplate = (columns: Record<string, unknown>) =>
  database.db.transaction().execute(async (trx) => {
    const row = { code: 'check', channel: 'activity', name: '券', name_en: 'Coupon', amount_off: 500, valid_days: 30, scope_kind: 'all', ...columns };
    const names = Object.keys(row);
    await sql`INSERT INTO coupon_template (${sql.join(names.map((name) => sql.ref(name)))}) VALUES (${sql.join(Object.values(row))})`.execute(trx);
    throw new Error('inserted');
  });

describe('coupon tables refuse what makes no sense', () => {
  it('accept a valid template (the control case)', async () => {
    await expect(insertTemplate({})).rejects.toThrow('inserted');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a negative amount off', { amount_off: -500 }],
    ['an amount off of 0', { amount_off: 0 }],
    ['both amount and percent', { percent_off: 20, max_discount: 1000 }],
    ['neither amount nor percent', { amount_off: null }],
    ['percent 0', { amount_off: null, percent_off: 0, max_discount: 1000 }],
    ['percent 100', { amount_off: null, percent_off: 100, max_discount: 1000 }],
    ['a percent without a cap', { amount_off: null, percent_off: 20 }],
    ['a negative cap', { amount_off: null, percent_off: 20, max_discount: -1 }],
    ['a cap on an amount off', { max_discount: 1000 }],
    ['a negative minimum spend', { min_spend: -1 }],
    ['no validity', { valid_days: null }],
    ['both validities', { valid_from: new Date('2025-03-01'), valid_until: new Date('2025-04-01') }],
    ['a window ending at its start', { valid_days: null, valid_from: new Date('2025-03-01'), valid_until: new Date('2025-03-01') }],
    ['a claim window ending before it starts', { claim_from: new Date('2025-03-02'), claim_until: new Date('2025-03-01') }],
    ['a city scope without a city', { scope_kind: 'city' }],
    ['a city on an all-shops scope', { scope_city_id: 1 }],
    ['goods 3', { scope_goods_id: 3 }],
    ['a negative stock', { stock: -1 }],
    ['more issued than the stock', { stock: 5, issued: 6 }],
    ['a negative issued count', { issued: -1 }],
    ['a per-person limit of 0', { per_person_limit: 0 }],
    ['an unknown channel', { channel: 'share' }],
  ])('a template with %s', async (_, columns) => {
    await expect(insertTemplate(columns)).rejects.toThrow(/violates check constraint/);
  });

  it('the issued count cannot pass the stock by an update either', async () => {
    const id = await insertTestCouponTemplate(database.db, { stock: 1 });
    await database.db.updateTable('coupon_template').set({ issued: 1 }).where('id', '=', id).execute();
    await expect(database.db.updateTable('coupon_template').set({ issued: 2 }).where('id', '=', id).execute()).rejects.toThrow(/coupon_template_issued_check/);
  });

  it('a traveller’s copy: one number per template and traveller, a period that ends after it starts, a state that matches its order', async () => {
    const templateId = await insertTestCouponTemplate(database.db, { perPersonLimit: 2 });
    const user = await insertTestUser(database.db);
    const copy = (columns: Record<string, unknown> = {}) =>
      database.db
        .insertInto('user_coupon')
        .values({ user_id: user.id, template_id: templateId, claim_number: 1, starts_at: new Date('2025-03-01'), ends_at: new Date('2025-04-01'), issued_at: new Date('2025-03-01'), ...columns })
        .execute();
    await copy();
    await expect(copy()).rejects.toThrow(/user_coupon_claim_number_key/);
    await expect(copy({ claim_number: 0 })).rejects.toThrow(/violates check constraint/);
    await expect(copy({ claim_number: 2, ends_at: new Date('2025-03-01') })).rejects.toThrow(/user_coupon_period_check/);
    await expect(copy({ claim_number: 2, state: 'locked' })).rejects.toThrow(/user_coupon_order_check/);
    await expect(copy({ claim_number: 2, state: 'used', order_id: null })).rejects.toThrow(/violates check constraint/);
  });
});
