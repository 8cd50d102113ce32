import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeedData } from '../../test/factories';
import { insertTestCombo } from '../../test/insert-test-combo';
import { insertTestUser } from '../../test/insert-test-order';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseSchema } from '../database-schema';
import { seedDatabase } from '../seed/seed-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, testSeedData());
});
afterAll(() => database.close());

/** Runs `write` in a transaction rolled back, so each case starts clean; rejects with the database's error, or 'written'. */
const tryWrite = (write: (trx: Kysely<DatabaseSchema>) => Promise<unknown>) =>
  database.db.transaction().execute(async (trx) => {
    await write(trx);
    throw new Error('written');
  });

const NOW = new Date('2025-03-01T04:00:00Z');
const LATER = new Date('2025-03-31T16:00:00Z');

describe('combo tables refuse what makes no sense', () => {
  it.each<[string, Record<string, unknown>, RegExp]>([
    ['an item-day template (the control case)', {}, /written/],
    ['an item-day with an amount off', { amount_off: 500 }, /coupon_template_one_kind_check/],
    ['an item-day with a percent off', { percent_off: 20, max_discount: 1000 }, /coupon_template_one_kind_check/],
    ['no discount at all', { item_day: false }, /coupon_template_one_kind_check/],
  ])('a template: %s', async (_, columns, outcome) => {
    const row = { code: 'check', channel: 'combo' as const, name: '套餐券', name_en: 'Combo coupon', item_day: true, valid_days: 30, scope_kind: 'all' as const, ...columns };
    await expect(tryWrite((trx) => trx.insertInto('coupon_template').values(row).execute())).rejects.toThrow(outcome);
  });

  it('a coupon order: a price above 0, paid with its period, refunding with its amount up to its price', async () => {
    const comboId = await insertTestCombo(database.db);
    const user = await insertTestUser(database.db);
    const order = (columns: Record<string, unknown>) =>
      tryWrite((trx) => trx.insertInto('coupon_order').values({ user_id: user.id, combo_id: comboId, price: 4000, pay_before: NOW, created_at: NOW, ...columns }).execute());
    const paid = { status: 'paid', paid_at: NOW, start_time: NOW, end_time: LATER };
    const refunding = { ...paid, status: 'refunding', refund_amount: 3200, refunded_at: NOW };
    await expect(order({})).rejects.toThrow(/written/);
    await expect(order(paid)).rejects.toThrow(/written/);
    await expect(order(refunding)).rejects.toThrow(/written/);
    await expect(order({ price: 0 })).rejects.toThrow(/coupon_order_price_check/);
    await expect(order({ price: -4000 })).rejects.toThrow(/coupon_order_price_check/);
    await expect(order({ status: 'paid' })).rejects.toThrow(/coupon_order_paid_check/);
    await expect(order({ ...paid, end_time: NOW })).rejects.toThrow(/coupon_order_paid_check/);
    await expect(order({ ...paid, status: 'refunded' })).rejects.toThrow(/coupon_order_refund_check/);
    await expect(order({ ...refunding, refund_amount: 4001 })).rejects.toThrow(/coupon_order_refund_amount_check/);
    await expect(order({ ...refunding, refund_amount: 0 })).rejects.toThrow(/coupon_order_refund_amount_check/);
  });

  it('a payment belongs to exactly one of a booking and a coupon order; a withdrawn coupon to a combo order', async () => {
    const comboId = await insertTestCombo(database.db);
    const user = await insertTestUser(database.db);
    const { id: couponOrderId } = await database.db
      .insertInto('coupon_order')
      .values({ user_id: user.id, combo_id: comboId, price: 4000, pay_before: NOW, created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payment = (owner: { order_id: string | null; coupon_order_id: string | null }) =>
      tryWrite((trx) => trx.insertInto('payment').values({ ...owner, provider: 'sandbox', out_trade_no: 'a'.repeat(32), amount: 4000, created_at: NOW }).execute());
    await expect(payment({ order_id: null, coupon_order_id: couponOrderId })).rejects.toThrow(/written/);
    await expect(payment({ order_id: null, coupon_order_id: null })).rejects.toThrow(/payment_one_owner_check/);

    const { template_id: templateId } = await database.db.selectFrom('combo').select('template_id').where('id', '=', comboId).executeTakeFirstOrThrow();
    const withdrawn = (coupon_order_id: string | null) =>
      tryWrite((trx) =>
        trx.insertInto('user_coupon').values({ user_id: user.id, template_id: templateId, claim_number: 1, starts_at: NOW, ends_at: LATER, issued_at: NOW, state: 'withdrawn', coupon_order_id }).execute(),
      );
    await expect(withdrawn(couponOrderId)).rejects.toThrow(/written/);
    await expect(withdrawn(null)).rejects.toThrow(/user_coupon_withdrawn_check/);
  });
});
