import { SHANGHAI_ZONE } from '@luggage/domain/dates';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { DatabaseSchema } from '../database-schema';
import type { SeedCouponTemplate } from './load-coupon-templates';

const IS_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A seed calendar point as the instant it starts at: a day's 00:00 in Asia/Shanghai, or the instant itself. */
function startOf(point: string): Date {
  return IS_DAY.test(point) ? DateTime.fromISO(point, { zone: SHANGHAI_ZONE }).toJSDate() : new Date(point);
}

/** A seed calendar point as an exclusive end: 24:00 of a day in Asia/Shanghai (the day included), or the instant itself. */
function endOf(point: string): Date {
  return IS_DAY.test(point) ? DateTime.fromISO(point, { zone: SHANGHAI_ZONE }).plus({ days: 1 }).toJSDate() : new Date(point);
}

/**
 * Inserts `template` (and its shops, for a listed-shops scope; its combo package, for a combo template) unless a template of its code exists; returns
 * the new id, or null when the code was there. The database's CHECK constraints refuse what the schema
 * lets through but makes no sense (a window that ends before it starts).
 */
export async function insertCouponTemplate(db: Kysely<DatabaseSchema>, template: SeedCouponTemplate): Promise<number | null> {
  const { discount, validity, scope } = template;
  const inserted = await db
    .insertInto('coupon_template')
    .values({
      code: template.code,
      channel: template.channel,
      name: template.name,
      name_en: template.nameEn,
      amount_off: discount.kind === 'amount' ? discount.amountOff : null,
      item_day: discount.kind === 'itemDay',
      percent_off: discount.kind === 'percent' ? discount.percentOff : null,
      max_discount: discount.kind === 'percent' ? discount.maxDiscount : null,
      min_spend: template.minSpend,
      valid_days: validity.kind === 'days' ? validity.days : null,
      valid_from: validity.kind === 'window' ? startOf(validity.from) : null,
      valid_until: validity.kind === 'window' ? endOf(validity.until) : null,
      claim_from: template.claimFrom === null ? null : startOf(template.claimFrom),
      claim_until: template.claimUntil === null ? null : endOf(template.claimUntil),
      scope_kind: scope.kind,
      scope_city_id: scope.kind === 'city' ? scope.cityId : null,
      scope_goods_id: template.goodsId,
      stock: template.stock,
      per_person_limit: template.perPersonLimit,
      new_customers_only: template.newCustomersOnly,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  if (template.combo) {
    await db.insertInto('combo').values({ template_id: inserted.id, price: template.combo.price, coupon_count: template.combo.couponCount }).execute();
  }
  if (scope.kind === 'shops') {
    await db
      .insertInto('coupon_template_store')
      .values(scope.storeIds.map((storeId) => ({ template_id: inserted.id, store_id: storeId })))
      .execute();
  }
  return inserted.id;
}
