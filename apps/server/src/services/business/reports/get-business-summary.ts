import { SUMMARY_MONTHS, type BusinessSummary } from '@luggage/api/contract';
import { SHANGHAI_ZONE } from '@luggage/domain/dates';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { DatabaseSchema } from '../../../db/database-schema';
import { NO_FIGURES, selectPeriodFigures } from './select-period-figures';

/**
 * Shop `storeId`'s figures (see selectPeriodFigures) for the last SUMMARY_MONTHS months of Asia/Shanghai
 * up to the one of `now` (ms), oldest first, months without anything included as zeros.
 */
export async function getBusinessSummary(db: Kysely<DatabaseSchema>, storeId: number, now: number): Promise<BusinessSummary> {
  const current = DateTime.fromMillis(now, { zone: SHANGHAI_ZONE }).startOf('month');
  const first = current.minus({ months: SUMMARY_MONTHS - 1 });
  const figures = await selectPeriodFigures(db, { storeId, from: first.toISODate() ?? '', to: current.endOf('month').toISODate() ?? '', period: 'month' });
  const months = Array.from({ length: SUMMARY_MONTHS }, (_, index) => first.plus({ months: index }).toFormat('yyyy-MM'));
  return {
    months: months.map((month) => ({ month, ...(figures.get(month) ?? NO_FIGURES) })),
  };
}
