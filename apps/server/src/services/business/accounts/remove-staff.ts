import type { EndpointParams, removeStaffEndpoint } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';

/**
 * Takes a staff member (`removal.userId`) off the shop (their sessions stay: other shops' calls still work, while this shop's
 * refuse them at once because requireShopRole reads store_staff on every call), or withdraws the phone's
 * (`removal.phone`) open invitation. An owner (oneself included) cannot be removed ('ownerNotRemovable'); an account that
 * does not work at the shop is 'invalid parameter: userId', a phone without an open invitation
 * 'inviteNotFound'. The caller must have checked the owner's role of `ownerId`.
 */
export async function removeStaff(db: Kysely<DatabaseSchema>, ownerId: string, removal: EndpointParams<typeof removeStaffEndpoint>, now: number): Promise<void> {
  if ('userId' in removal) {
    if (removal.userId === ownerId) throw new ApiFailure('ownerNotRemovable');
    const removed = await db
      .deleteFrom('store_staff')
      .where('store_id', '=', removal.storeId)
      .where('user_id', '=', removal.userId)
      .where('role', '=', 'staff')
      .returning('user_id')
      .executeTakeFirst();
    if (removed) return;
    const owner = await db
      .selectFrom('store_staff')
      .select('role')
      .where('store_id', '=', removal.storeId)
      .where('user_id', '=', removal.userId)
      .executeTakeFirst();
    throw owner ? new ApiFailure('ownerNotRemovable') : ApiFailure.invalidParameter('userId');
  }
  const withdrawn = await db
    .updateTable('staff_invite')
    .set({ revoked_at: new Date(now) })
    .where('store_id', '=', removal.storeId)
    .where('country', '=', removal.country)
    .where('phone', '=', removal.phone)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!withdrawn) throw new ApiFailure('inviteNotFound');
}
