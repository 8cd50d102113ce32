import type { Kysely } from 'kysely';
import type { DatabaseSchema, StaffRole } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';

/**
 * Checks that `userId` works at some shop (not taken off) in at least the role `needed`, before a call
 * whose shop is named in a body not read yet (the photo upload): none is 'shopAccessDenied'. The role at
 * the shop the body names is still checked after the body (requireShopRole).
 */
export async function requireAnyShopRole(db: Kysely<DatabaseSchema>, access: { userId: string; needed: StaffRole }): Promise<void> {
  let query = db
    .selectFrom('store_staff')
    .innerJoin('store', 'store.id', 'store_staff.store_id')
    .select('store_staff.store_id')
    .where('store_staff.user_id', '=', access.userId)
    .where('store.removed_at', 'is', null);
  if (access.needed === 'owner') query = query.where('store_staff.role', '=', 'owner');
  if (!(await query.limit(1).executeTakeFirst())) throw new ApiFailure('shopAccessDenied');
}
