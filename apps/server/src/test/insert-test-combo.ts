import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { SeedCouponTemplate } from '../db/seed/load-coupon-templates';
import { insertTestCouponTemplate } from './insert-test-coupon-template';

/**
 * Inserts a combo package as the seed file writes one: 5 bag-days in Shanghai (city 1) valid 30 days from
 * the payment, for ¥40, unless `overrides` change its template; answers the combo's id.
 */
export async function insertTestCombo(db: Kysely<DatabaseSchema>, overrides: Partial<SeedCouponTemplate> = {}): Promise<number> {
  const templateId = await insertTestCouponTemplate(db, {
    channel: 'combo',
    name: '上海5天小件寄存套餐',
    nameEn: '5 bag-days in Shanghai',
    discount: { kind: 'itemDay' },
    minSpend: 0,
    scope: { kind: 'city', cityId: 1 },
    goodsId: 2,
    perPersonLimit: 100,
    combo: { price: 4000, couponCount: 5 },
    ...overrides,
  });
  return (await db.selectFrom('combo').select('id').where('template_id', '=', templateId).executeTakeFirstOrThrow()).id;
}
