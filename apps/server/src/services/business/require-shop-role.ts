import type { Kysely } from 'kysely';
import type { DatabaseSchema, StaffRole } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';

/**
 * The caller's role at `storeId`, checked before any business call reads or changes the shop: a shop the
 * caller does not work at (or that does not exist, or was taken off) is 'shopAccessDenied'; with
 * `needed` 'owner', a staff member gets 'ownerOnly'.
 */
export async function requireShopRole(
  db: Kysely<DatabaseSchema>,
  access: { userId: string; storeId: number; needed: StaffRole },
): Promise<StaffRole> {
  const row = await db
    .selectFrom('store_staff')
    .innerJoin('store', 'store.id', 'store_staff.store_id')
    .select('store_staff.role')
    .where('store_staff.user_id', '=', access.userId)
    .where('store_staff.store_id', '=', access.storeId)
    .where('store.removed_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new ApiFailure('shopAccessDenied');
  if (access.needed === 'owner' && row.role !== 'owner') throw new ApiFailure('ownerOnly');
  return row.role;
}
