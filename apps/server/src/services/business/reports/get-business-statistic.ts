import type { BusinessStatistic, businessStatisticEndpoint, EndpointParams } from '@luggage/api/contract';
import { daysInRange, SHANGHAI_ZONE } from '@luggage/domain/dates';
import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';
import { NO_FIGURES, selectPeriodFigures } from './select-period-figures';
import { shanghaiDateSql } from './shanghai-date-sql';

/** The first month the statistic answers; earlier ones (year 0 among them) are refused, not computed. */
const FIRST_MONTH = DateTime.fromObject({ year: 2000, month: 1 }, { zone: SHANGHAI_ZONE });
/** How many months after the current one the statistic answers: as far as closures can be set (365 days). */
const MONTHS_AHEAD = 12;

/**
 * Shop `storeId`'s figures (see selectPeriodFigures) for every day of `month` ('yyyyMM', Asia/Shanghai;
 * the month of `now` ms when absent), plus the orders checked in and checked out on each day. A month
 * before 2000-01 or more than {@link MONTHS_AHEAD} months after the current one is refused
 * ('invalidParameter' on month).
 */
export async function getBusinessStatistic(db: Kysely<DatabaseSchema>, query: EndpointParams<typeof businessStatisticEndpoint>, now: number): Promise<BusinessStatistic> {
  const current = DateTime.fromMillis(now, { zone: SHANGHAI_ZONE }).startOf('month');
  const start = query.month === undefined ? current : DateTime.fromFormat(query.month, 'yyyyMM', { zone: SHANGHAI_ZONE }).startOf('month');
  if (!start.isValid || start < FIRST_MONTH || start > current.plus({ months: MONTHS_AHEAD })) throw ApiFailure.invalidParameter('month');
  const from = start.toISODate() ?? '';
  const to = start.endOf('month').toISODate() ?? '';
  const figures = await selectPeriodFigures(db, { storeId: query.storeId, from, to, period: 'day' });
  const countsBy = async (column: 'o.checked_in_at' | 'o.checked_out_at') => {
    const day = shanghaiDateSql(column);
    const rows = await db
      .selectFrom('user_order as o')
      .select([day.as('date'), sql<number>`count(*)::int`.as('orders')])
      .where('o.store_id', '=', query.storeId)
      .where(sql<boolean>`${day} BETWEEN ${from}::date AND ${to}::date`)
      .groupBy(sql`1`)
      .execute();
    return new Map(rows.map((row) => [row.date, row.orders]));
  };
  const checkIns = await countsBy('o.checked_in_at');
  const checkOuts = await countsBy('o.checked_out_at');
  return {
    month: start.toFormat('yyyy-MM'),
    days: daysInRange(from, to).map((date) => ({
      date,
      ...(figures.get(date) ?? NO_FIGURES),
      checkIns: checkIns.get(date) ?? 0,
      checkOuts: checkOuts.get(date) ?? 0,
    })),
  };
}
