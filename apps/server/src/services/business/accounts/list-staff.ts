import type { StaffMember } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { formatPhone } from '../../auth/format-phone';

/**
 * A shop's team as its owner sees it: the staff (owners first, then by the day they joined), then the
 * invitations still open at `now` (ms; expired ones are left out, as they can no longer be accepted),
 * oldest first. The caller must have checked the owner's role.
 */
export async function listStaff(db: Kysely<DatabaseSchema>, storeId: number, now: number): Promise<{ staff: StaffMember[] }> {
  const active = await db
    .selectFrom('store_staff')
    .innerJoin('app_user', 'app_user.id', 'store_staff.user_id')
    .select(['app_user.id', 'app_user.country', 'app_user.phone', 'store_staff.role', 'store_staff.created_at'])
    .where('store_staff.store_id', '=', storeId)
    .orderBy(sql`store_staff.role = 'owner'`, 'desc')
    .orderBy('store_staff.created_at')
    .orderBy('app_user.id')
    .execute();
  const invited = await db
    .selectFrom('staff_invite')
    .select(['country', 'phone', 'role', 'created_at'])
    .where('store_id', '=', storeId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    staff: [
      ...active.map((row): StaffMember => ({
        userId: row.id,
        phone: formatPhone(row.country, row.phone),
        role: row.role,
        state: 'active',
        since: row.created_at.toISOString(),
      })),
      ...invited.map((row): StaffMember => ({
        userId: null,
        phone: formatPhone(row.country, row.phone),
        role: row.role,
        state: 'invited',
        since: row.created_at.toISOString(),
      })),
    ],
  };
}
