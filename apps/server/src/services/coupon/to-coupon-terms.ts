import type { CouponScope, UserCoupon } from '@luggage/api/contract';
import type { CouponValidity } from '@luggage/domain/coupons';
import type { ScopeShop } from './select-scope-shops';
import type { TemplateRow } from './template-columns';

/** The terms every copy of a template shares, as the contract sends them. */
export type CouponTermsView = Pick<UserCoupon, 'name' | 'nameEn' | 'discount' | 'minSpend' | 'scope'>;

/** A column the template's CHECK constraints guarantee, read as present. */
function required<T>(value: T | null, column: string, row: Pick<TemplateRow, 'id'>): T {
  if (value === null) throw new Error(`coupon_template ${row.id} has no ${column}, which its CHECK constraints require`);
  return value;
}

/** The template's scope: its shops (with the names a card shows) and its goods. */
function toScope(row: TemplateRow, shops: ReadonlyMap<number, ScopeShop[]>): CouponScope {
  const goodsId = row.scope_goods_id === 1 || row.scope_goods_id === 2 ? row.scope_goods_id : null;
  switch (row.scope_kind) {
    case 'all':
      return { shops: { kind: 'all' }, goodsId };
    case 'city':
      return { shops: { kind: 'city', cityId: required(row.scope_city_id, 'scope_city_id', row), cityName: row.city_name ?? '', cityEn: row.city_en ?? '' }, goodsId };
    case 'shops':
      return { shops: { kind: 'shops', shops: shops.get(row.id) ?? [] }, goodsId };
  }
}

/** The template's discount: the one of amount_off, item_day and percent_off (with its cap) its CHECK allows. */
function toDiscount(row: TemplateRow): CouponTermsView['discount'] {
  if (row.amount_off !== null) return { kind: 'amount', amountOff: row.amount_off };
  if (row.item_day) return { kind: 'itemDay' };
  return { kind: 'percent', percentOff: required(row.percent_off, 'percent_off', row), maxDiscount: required(row.max_discount, 'max_discount', row) };
}

/** The contract's terms of a template row (`shops`: the listed shops by template, see selectScopeShops). */
export function toCouponTerms(row: TemplateRow, shops: ReadonlyMap<number, ScopeShop[]>): CouponTermsView {
  return {
    name: row.name,
    nameEn: row.name_en,
    discount: toDiscount(row),
    minSpend: row.min_spend,
    scope: toScope(row, shops),
  };
}

/** The template's validity as the domain reads it. */
export function templateValidity(row: TemplateRow): CouponValidity {
  return row.valid_days !== null
    ? { kind: 'days', days: row.valid_days }
    : { kind: 'window', startTime: required(row.valid_from, 'valid_from', row), endTime: required(row.valid_until, 'valid_until', row) };
}
