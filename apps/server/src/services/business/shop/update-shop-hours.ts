import type { EndpointParams, ShopSettings, updateShopHoursEndpoint } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { businessTimeText } from './business-time-text';
import { getShopSettings } from './get-shop-settings';

/**
 * Replaces shop `storeId`'s opening rules with `hours` (kept in the given order) and rewrites the
 * business-time text travellers see from them, in one transaction; answers the settings at `now` (ms).
 * Bookings are whole days, so no booking depends on the hours. Saves of the same shop run one after the
 * other (the shop's row is locked first): two at once would both delete nothing new and insert the same
 * positions, and the second would fail on the unique (store_id, position).
 */
export async function updateShopHours(db: Kysely<DatabaseSchema>, change: EndpointParams<typeof updateShopHoursEndpoint>, now: number): Promise<ShopSettings> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('store').select('id').where('id', '=', change.storeId).forUpdate().execute();
    await trx.deleteFrom('store_hours').where('store_id', '=', change.storeId).execute();
    await trx
      .insertInto('store_hours')
      .values(change.hours.map((rule, position) => ({ store_id: change.storeId, position, weekdays: rule.weekdays, open: rule.open, close: rule.close })))
      .execute();
    await trx.updateTable('store').set({ business_time: businessTimeText(change.hours) }).where('id', '=', change.storeId).execute();
  });
  return getShopSettings(db, change.storeId, now);
}
