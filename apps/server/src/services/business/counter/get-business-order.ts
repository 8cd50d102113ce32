import type { BusinessOrder } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';
import type { LuggagePhotoUrls } from '../luggage-photo-url';
import { selectBusinessOrders } from '../select-business-orders';
import { toBusinessOrder } from '../to-business-order';

/** What a counter answer needs: the database (or a transaction), the clock and the photo URL signer. */
export interface CounterDeps {
  db: Kysely<DatabaseSchema>;
  clock: () => number;
  photoUrls: LuggagePhotoUrls;
}

/**
 * Shop `storeId`'s order by id or by voucher code (upper-case, 8 characters) as the counter sees it at
 * `clock()`. 'order not found' when no order of this shop matches: another shop's order looks unknown.
 */
export async function getBusinessOrder(deps: CounterDeps, storeId: number, which: { orderId: string } | { code: string }): Promise<BusinessOrder> {
  const query = selectBusinessOrders(deps.db, storeId);
  const row = await ('code' in which ? query.where('o.voucher_code', '=', which.code) : query.where('o.id', '=', which.orderId)).executeTakeFirst();
  if (!row) throw new ApiFailure('orderNotFound');
  return toBusinessOrder(row, deps.clock(), deps.photoUrls);
}
