import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { templateColumns } from '../coupon/template-columns';

/**
 * Select of the combos (`combo as cb`) with their coupon template's columns (see templateColumns) and the
 * combo's own (`combo_id`, price, coupon_count, on_sale); callers add where/order. toCombos makes them the
 * contract's.
 */
export function selectCombos(db: Kysely<DatabaseSchema>) {
  return db
    .selectFrom('combo as cb')
    .innerJoin('coupon_template as t', 't.id', 'cb.template_id')
    .leftJoin('city as ci', 'ci.id', 't.scope_city_id')
    .select([...templateColumns, 'cb.id as combo_id', 'cb.price', 'cb.coupon_count', 'cb.on_sale']);
}

/** One row of {@link selectCombos}. */
export type ComboRow = Awaited<ReturnType<ReturnType<typeof selectCombos>['executeTakeFirstOrThrow']>>;
