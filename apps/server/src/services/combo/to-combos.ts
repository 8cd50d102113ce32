import type { Combo } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { selectScopeShops } from '../coupon/select-scope-shops';
import { toCouponTerms } from '../coupon/to-coupon-terms';
import type { ComboRow } from './select-combos';

/**
 * The contract's combos of `rows` (the listed shops of their templates read in one query): the template's
 * names and terms, its validity in days (a combo template's CHECK-backed valid_days, see the seed).
 */
export async function toCombos(db: Kysely<DatabaseSchema>, rows: readonly ComboRow[]): Promise<Combo[]> {
  const shops = await selectScopeShops(db, rows.filter((row) => row.scope_kind === 'shops').map((row) => row.id));
  return rows.map((row) => {
    if (row.valid_days === null) throw new Error(`combo ${row.combo_id}'s template ${row.id} has no valid_days: a combo is valid N days from payment`);
    const { name, nameEn, ...coupon } = toCouponTerms(row, shops);
    return { id: row.combo_id, name, nameEn, price: row.price, couponCount: row.coupon_count, validDays: row.valid_days, coupon: { name, nameEn, ...coupon } };
  });
}
