import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { couponDiscountSchema, goodsIdSchema } from '@luggage/api/contract';
import { z } from 'zod';

/** The seed file of the coupon templates, in the seed-data folder. */
export const COUPON_TEMPLATES_FILE = 'coupon-templates.json';

/**
 * A point of a template's calendar: an Asia/Shanghai day 'yyyy-MM-dd' (a start means its 00:00, an end
 * means 24:00 of it, so the day is included) or an ISO 8601 instant with its offset (an end excluded).
 */
const calendarPointSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * One template of seed-data/coupon-templates.json (money in fen): `code` is its stable key, the seed
 * inserts the codes the database lacks. Validity `days` from each issue, or a `window` from–until; claims
 * between `claimFrom` and `claimUntil` when given; scope all shops, a city, or listed shops (`storeIds`);
 * `goodsId` 1, 2 or null for both; `stock` null for unlimited; `newCustomersOnly` (a 'share-friend'
 * template) refuses it to a traveller who has had an order paid. A template of channel 'combo' is the coupon
 * of a combo package sold for `combo.price` fen with `combo.couponCount` copies (its name and scope are the
 * combo's; its validity `days` from the payment), and only such a template has `combo`.
 */
export const seedCouponTemplateSchema = z
  .object({
  code: z.string().regex(/^[a-z0-9][a-z0-9-]{0,49}$/),
  channel: z.enum(['welcome', 'activity', 'share-friend', 'share-reward', 'combo']),
  name: z.string().trim().min(1).max(40),
  nameEn: z.string().trim().min(1).max(60),
  discount: couponDiscountSchema,
  minSpend: z.number().int().min(0).default(0),
  validity: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('days'), days: z.number().int().min(1).max(3650) }),
    z.object({ kind: z.literal('window'), from: calendarPointSchema, until: calendarPointSchema }),
  ]),
  claimFrom: calendarPointSchema.nullable().default(null),
  claimUntil: calendarPointSchema.nullable().default(null),
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('city'), cityId: z.number().int().positive() }),
    z.object({ kind: z.literal('shops'), storeIds: z.array(z.number().int().positive()).min(1) }),
  ]),
  goodsId: goodsIdSchema.nullable().default(null),
  stock: z.number().int().min(0).nullable().default(null),
  perPersonLimit: z.number().int().min(1).max(100).default(1),
  newCustomersOnly: z.boolean().default(false),
  combo: z.object({ price: z.number().int().positive(), couponCount: z.number().int().min(1).max(100) }).nullable().default(null),
})
  .refine((template) => (template.channel === 'combo') === (template.combo !== null), 'a combo template, and only one, has combo')
  .refine((template) => template.combo === null || template.validity.kind === 'days', 'a combo template is valid days from the payment');
export type SeedCouponTemplate = z.output<typeof seedCouponTemplateSchema>;

/** The whole file: codes unique. */
export const seedCouponTemplatesSchema = z
  .array(seedCouponTemplateSchema)
  .refine((templates) => new Set(templates.map((template) => template.code)).size === templates.length, 'codes must be unique');

/** Reads and validates the coupon templates of `folder`; throws naming the problem. */
export async function loadCouponTemplates(folder: string): Promise<SeedCouponTemplate[]> {
  const file = join(folder, COUPON_TEMPLATES_FILE);
  const result = seedCouponTemplatesSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}
