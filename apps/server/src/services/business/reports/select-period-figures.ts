import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { isBookingSql } from '../../order/supplements/is-booking-sql';
import { settleDateSql } from './settle-date-sql';
import { shanghaiDateSql } from './shanghai-date-sql';

/** What a month or day settled to the shop: listed luggage orders and extra-day charges, counts and fen. */
export interface PeriodFigures {
  luggageOrder: number;
  luggageAmount: number;
  consumeOrder: number;
  consumeAmount: number;
}

/** The figures of a period without anything settled. */
export const NO_FIGURES: Readonly<PeriodFigures> = { luggageOrder: 0, luggageAmount: 0, consumeOrder: 0, consumeAmount: 0 };

/** Postgres to_char patterns of the two period lengths. */
const PATTERNS = { month: 'YYYY-MM', day: 'YYYY-MM-DD' } as const;

/**
 * Shop `storeId`'s figures settled from `from` to `to` (yyyy-MM-dd, Asia/Shanghai, both included) per
 * month ('yyyy-MM') or day ('yyyy-MM-dd'): paid luggage orders by settle day (see settleDateSql) with
 * their payAmount plus their coupon's amount (the platform pays for coupons: the shop's revenue is the price
 * after its own discount, whatever coupon the traveller used; paid extensions add their money but are not
 * counted as orders), extra-day charges by their Asia/Shanghai day with their amount. Periods with nothing
 * are absent.
 */
export async function selectPeriodFigures(
  db: Kysely<DatabaseSchema>,
  query: { storeId: number; from: string; to: string; period: 'month' | 'day' },
): Promise<Map<string, PeriodFigures>> {
  const pattern = sql.lit(PATTERNS[query.period]);
  const within = (day: RawBuilder<unknown>) => sql<boolean>`${day} BETWEEN ${query.from}::date AND ${query.to}::date`;
  const settleDate = settleDateSql();
  const luggage = await db
    .selectFrom('user_order as o')
    .select([
      sql<string>`to_char(${settleDate}, ${pattern})`.as('period'),
      sql<number>`(count(*) FILTER (WHERE ${isBookingSql('o')}))::int`.as('orders'),
      sql<number>`sum(o.pay_amount + o.coupon_amount)::int`.as('amount'),
    ])
    .where('o.store_id', '=', query.storeId)
    .where('o.status', '=', 'paid')
    // A change of shop's supplement is in its moved booking's pay_amount already: counted once, there.
    .where(sql<boolean>`o.supplement IS DISTINCT FROM 'move'`)
    .where(within(settleDate))
    .groupBy(sql`1`)
    .execute();
  const chargeDate = shanghaiDateSql('c.created_at');
  const consume = await db
    .selectFrom('order_extra_charge as c')
    .select([sql<string>`to_char(${chargeDate}, ${pattern})`.as('period'), sql<number>`count(*)::int`.as('orders'), sql<number>`sum(c.amount)::int`.as('amount')])
    .where('c.store_id', '=', query.storeId)
    .where(within(chargeDate))
    .groupBy(sql`1`)
    .execute();
  const figures = new Map<string, PeriodFigures>();
  const at = (period: string) => figures.get(period) ?? NO_FIGURES;
  for (const row of luggage) figures.set(row.period, { ...at(row.period), luggageOrder: row.orders, luggageAmount: row.amount });
  for (const row of consume) figures.set(row.period, { ...at(row.period), consumeOrder: row.orders, consumeAmount: row.amount });
  return figures;
}
