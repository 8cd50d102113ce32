import type { Selectable } from 'kysely';
import type { CouponTemplateTable } from '../../db/database-schema';

/**
 * The columns of a coupon template (`coupon_template as t`) and of the city its scope names (`city as ci`,
 * left-joined on t.scope_city_id) that the coupon views read; a query selecting them has both aliases.
 */
export const templateColumns = [
  't.id',
  't.channel',
  't.name',
  't.name_en',
  't.amount_off',
  't.item_day',
  't.percent_off',
  't.max_discount',
  't.min_spend',
  't.valid_from',
  't.valid_until',
  't.valid_days',
  't.claim_from',
  't.claim_until',
  't.scope_kind',
  't.scope_city_id',
  't.scope_goods_id',
  't.stock',
  't.issued',
  't.per_person_limit',
  't.new_customers_only',
  'ci.name as city_name',
  'ci.en as city_en',
] as const;

/** A template as {@link templateColumns} read it: its own columns, and the names of the city its scope names. */
export type TemplateRow = Omit<Selectable<CouponTemplateTable>, 'code' | 'created_at'> & { city_name: string | null; city_en: string | null };
