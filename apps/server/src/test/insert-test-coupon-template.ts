import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { insertCouponTemplate } from '../db/seed/insert-coupon-template';
import { seedCouponTemplateSchema, type SeedCouponTemplate } from '../db/seed/load-coupon-templates';

let codeCount = 0;

/**
 * A coupon template as the seed file writes it: an activity, ¥5 off from ¥10 at every shop for both goods,
 * valid 30 days from each claim, claims without bounds, unlimited stock, one per person, unless overridden;
 * a code no other test template has. Each call returns a new object.
 */
export function couponTemplateFactory(overrides: Partial<SeedCouponTemplate> = {}): SeedCouponTemplate {
  codeCount += 1;
  return seedCouponTemplateSchema.parse({
    code: `test-${codeCount}`,
    channel: 'activity',
    name: '测试优惠券',
    nameEn: 'Test coupon',
    discount: { kind: 'amount', amountOff: 500 },
    minSpend: 1000,
    validity: { kind: 'days', days: 30 },
    scope: { kind: 'all' },
    ...overrides,
  });
}

/** Inserts a {@link couponTemplateFactory} template with `overrides` and returns its id. */
export async function insertTestCouponTemplate(db: Kysely<DatabaseSchema>, overrides: Partial<SeedCouponTemplate> = {}): Promise<number> {
  const id = await insertCouponTemplate(db, couponTemplateFactory(overrides));
  if (id === null) throw new Error('test coupon template code taken');
  return id;
}
