import type { OrderState } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import type { LockedOrder } from './lock-order';

/** Sets the locked order's store_status and answers its state afterwards. */
export async function setStoreStatus(trx: Kysely<DatabaseSchema>, order: LockedOrder, storeStatus: number): Promise<OrderState> {
  await trx.updateTable('user_order').set({ store_status: storeStatus }).where('id', '=', order.id).execute();
  return { orderId: order.id, status: order.status, storeStatus };
}
