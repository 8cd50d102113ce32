import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPaths } from '../../paths';
import { testSeedData } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import { loadCouponTemplates, seedCouponTemplatesSchema } from './load-coupon-templates';
import { seedCouponTemplates } from './seed-coupon-templates';
import { seedDatabase } from './seed-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, testSeedData());
});
afterAll(() => database.close());

const templates = () =>
  database.db
    .selectFrom('coupon_template')
    .select(['id', 'code', 'channel', 'amount_off', 'percent_off', 'max_discount', 'min_spend', 'valid_days', 'scope_kind', 'scope_city_id', 'scope_goods_id', 'stock', 'per_person_limit', 'new_customers_only'])
    .orderBy('id')
    .execute();

describe('the shipped coupon templates', () => {
  it('are the demo set: a welcome coupon, a Shanghai activity, a bag coupon, the share activity’s friend and reward coupons, and two Shanghai combo packages', async () => {
    expect((await loadCouponTemplates(serverPaths.seedData)).map((template) => template.code)).toEqual([
      'welcome-5-off-10',
      'shanghai-20-percent-off',
      'bag-3-off-6',
      'share-friend-5-off-10',
      'share-reward-8-off',
      'combo-shanghai-5-bag-days',
      'combo-shanghai-3-suitcase-days',
    ]);
  });

  it('are inserted in file order on the first start, numbered 1 to 7, with the combos for sale', async () => {
    expect(await seedCouponTemplates(database.db, serverPaths.seedData)).toEqual({ seeded: true });
    expect(await templates()).toEqual([
      { id: 1, code: 'welcome-5-off-10', channel: 'welcome', amount_off: 500, percent_off: null, max_discount: null, min_spend: 1000, valid_days: 30, scope_kind: 'all', scope_city_id: null, scope_goods_id: null, stock: null, per_person_limit: 1, new_customers_only: false },
      { id: 2, code: 'shanghai-20-percent-off', channel: 'activity', amount_off: null, percent_off: 20, max_discount: 1000, min_spend: 0, valid_days: 14, scope_kind: 'city', scope_city_id: 1, scope_goods_id: null, stock: 1000, per_person_limit: 1, new_customers_only: false },
      { id: 3, code: 'bag-3-off-6', channel: 'activity', amount_off: 300, percent_off: null, max_discount: null, min_spend: 600, valid_days: 30, scope_kind: 'all', scope_city_id: null, scope_goods_id: 2, stock: null, per_person_limit: 3, new_customers_only: false },
      { id: 4, code: 'share-friend-5-off-10', channel: 'share-friend', amount_off: 500, percent_off: null, max_discount: null, min_spend: 1000, valid_days: 30, scope_kind: 'all', scope_city_id: null, scope_goods_id: null, stock: null, per_person_limit: 1, new_customers_only: true },
      { id: 5, code: 'share-reward-8-off', channel: 'share-reward', amount_off: 800, percent_off: null, max_discount: null, min_spend: 0, valid_days: 30, scope_kind: 'all', scope_city_id: null, scope_goods_id: null, stock: null, per_person_limit: 100, new_customers_only: false },
      { id: 6, code: 'combo-shanghai-5-bag-days', channel: 'combo', amount_off: null, percent_off: null, max_discount: null, min_spend: 0, valid_days: 30, scope_kind: 'city', scope_city_id: 1, scope_goods_id: 2, stock: null, per_person_limit: 100, new_customers_only: false },
      { id: 7, code: 'combo-shanghai-3-suitcase-days', channel: 'combo', amount_off: null, percent_off: null, max_discount: null, min_spend: 0, valid_days: 30, scope_kind: 'city', scope_city_id: 1, scope_goods_id: 1, stock: null, per_person_limit: 100, new_customers_only: false },
    ]);
    expect(await database.db.selectFrom('combo').select(['id', 'template_id', 'price', 'coupon_count', 'on_sale']).orderBy('id').execute()).toEqual([
      { id: 1, template_id: 6, price: 4000, coupon_count: 5, on_sale: true },
      { id: 2, template_id: 7, price: 4500, coupon_count: 3, on_sale: true },
    ]);
  });

  it('are not inserted again, and changes made in the database stay', async () => {
    await database.db.updateTable('coupon_template').set({ stock: 500 }).where('code', '=', 'shanghai-20-percent-off').execute();
    expect(await seedCouponTemplates(database.db, serverPaths.seedData)).toEqual({ seeded: false });
    expect((await templates()).map((template) => [template.code, template.stock])).toEqual([
      ['welcome-5-off-10', null],
      ['shanghai-20-percent-off', 500],
      ['bag-3-off-6', null],
      ['share-friend-5-off-10', null],
      ['share-reward-8-off', null],
      ['combo-shanghai-5-bag-days', null],
      ['combo-shanghai-3-suitcase-days', null],
    ]);
  });

  it('a template a release adds reaches a database seeded before it', async () => {
    await database.db.deleteFrom('coupon_template').where('code', '=', 'bag-3-off-6').execute();
    expect(await seedCouponTemplates(database.db, serverPaths.seedData)).toEqual({ seeded: true });
    expect((await templates()).map((template) => template.code)).toEqual([
      'welcome-5-off-10',
      'shanghai-20-percent-off',
      'share-friend-5-off-10',
      'share-reward-8-off',
      'combo-shanghai-5-bag-days',
      'combo-shanghai-3-suitcase-days',
      'bag-3-off-6',
    ]);
  });
});

describe('the seed file schema', () => {
  const valid = { code: 'x', channel: 'activity', name: '券', nameEn: 'Coupon', discount: { kind: 'amount', amountOff: 100 }, validity: { kind: 'days', days: 7 }, scope: { kind: 'all' } };

  it.each([
    ['a negative amount', { discount: { kind: 'amount', amountOff: -100 } }],
    ['percent 100', { discount: { kind: 'percent', percentOff: 100, maxDiscount: 500 } }],
    ['a percent without a cap', { discount: { kind: 'percent', percentOff: 20 } }],
    ['a negative minimum', { minSpend: -1 }],
    ['0 days', { validity: { kind: 'days', days: 0 } }],
    ['a window end without its offset', { validity: { kind: 'window', from: '2025-03-01', until: '2025-03-31T12:00:00' } }],
    ['an empty shop list', { scope: { kind: 'shops', storeIds: [] } }],
    ['goods 3', { goodsId: 3 }],
    ['a per-person limit of 0', { perPersonLimit: 0 }],
    ['a code with capitals', { code: 'Welcome' }],
    ['a combo template without its combo', { channel: 'combo', discount: { kind: 'itemDay' } }],
    ['a combo on an activity template', { combo: { price: 4000, couponCount: 5 } }],
    ['a combo of 0 coupons', { channel: 'combo', discount: { kind: 'itemDay' }, combo: { price: 4000, couponCount: 0 } }],
    ['a combo price of 0', { channel: 'combo', discount: { kind: 'itemDay' }, combo: { price: 0, couponCount: 5 } }],
    ['a combo valid in a window', { channel: 'combo', discount: { kind: 'itemDay' }, combo: { price: 4000, couponCount: 5 }, validity: { kind: 'window', from: '2025-03-01', until: '2025-03-31' } }],
  ])('refuses %s', (_, change) => {
    expect(seedCouponTemplatesSchema.safeParse([{ ...valid, ...change }]).success).toBe(false);
  });

  it('refuses two templates with one code', () => {
    expect(seedCouponTemplatesSchema.safeParse([valid, valid]).success).toBe(false);
  });
});
