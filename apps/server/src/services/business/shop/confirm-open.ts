import type { confirmOpenEndpoint, EndpointParams } from '@luggage/api/contract';
import { shanghaiToday } from '@luggage/domain/dates';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { selectOpenConfirmedAt } from './select-open-confirmed-at';

/**
 * Records that staff account `userId` confirmed shop `storeId` open today (Asia/Shanghai at `now` ms).
 * The first confirmation of the day stays: a repeat changes nothing and answers the first one's time.
 */
export async function confirmOpen(
  db: Kysely<DatabaseSchema>,
  confirmation: EndpointParams<typeof confirmOpenEndpoint> & { userId: string },
  now: number,
): Promise<{ date: string; openConfirmedAt: string }> {
  const date = shanghaiToday(now);
  await db
    .insertInto('store_open_confirmation')
    .values({ store_id: confirmation.storeId, day: date, confirmed_by: confirmation.userId, confirmed_at: new Date(now) })
    .onConflict((conflict) => conflict.columns(['store_id', 'day']).doNothing())
    .execute();
  const openConfirmedAt = await selectOpenConfirmedAt(db, confirmation.storeId, date);
  if (openConfirmedAt === null) throw new Error('the open confirmation just written is missing');
  return { date, openConfirmedAt };
}
