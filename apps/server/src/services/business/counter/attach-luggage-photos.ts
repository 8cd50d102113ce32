import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';

/**
 * Attaches the luggage photos `names` to order `orderId` of shop `storeId`, inside the transaction `trx`.
 * The photos are locked first (FOR UPDATE, in name order so two check-ins never wait on each other
 * crosswise); each must be this shop's and unattached or already this order's, else 'photoNotFound'
 * (unknown, another shop's and another order's photo alike) and nothing is attached.
 */
export async function attachLuggagePhotos(trx: Kysely<DatabaseSchema>, photos: { storeId: number; orderId: string; names: string[] }): Promise<void> {
  const names = [...new Set(photos.names)];
  const rows = await trx
    .selectFrom('luggage_photo')
    .select(['name', 'order_id'])
    .where('name', 'in', names)
    .where('store_id', '=', photos.storeId)
    .orderBy('name')
    .forUpdate()
    .execute();
  if (rows.length !== names.length || rows.some((row) => row.order_id !== null && row.order_id !== photos.orderId)) {
    throw new ApiFailure('photoNotFound');
  }
  await trx.updateTable('luggage_photo').set({ order_id: photos.orderId }).where('name', 'in', names).execute();
}
