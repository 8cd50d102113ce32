import type { CouponChannel } from '../../db/database-schema';

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
  'ci.name as city_name',
  'ci.en as city_en',
] as const;

/** A template as {@link templateColumns} read it. */
export interface TemplateRow {
  id: number;
  channel: CouponChannel;
  name: string;
  name_en: string;
  amount_off: number | null;
  percent_off: number | null;
  max_discount: number | null;
  min_spend: number;
  valid_from: Date | null;
  valid_until: Date | null;
  valid_days: number | null;
  claim_from: Date | null;
  claim_until: Date | null;
  scope_kind: 'all' | 'city' | 'shops';
  scope_city_id: number | null;
  scope_goods_id: number | null;
  stock: number | null;
  issued: number;
  per_person_limit: number;
  city_name: string | null;
  city_en: string | null;
}
