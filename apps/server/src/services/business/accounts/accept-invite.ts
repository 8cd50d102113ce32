import type { acceptInviteEndpoint, AcceptInviteResponse, EndpointParams } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';
import { redeemSmsCodeNow } from '../../auth/redeem-sms-code-now';
import { startSignInSession } from '../../auth/start-sign-in-session';
import { listStaffShops } from './list-staff-shops';
import { upsertAppUser } from '../../auth/upsert-app-user';

/**
 * The invited phone confirms with its business code: uses up the code, then in one transaction joins every
 * shop (not taken off) with an open invitation of the phone (not accepted, withdrawn or expired at
 * `clock()`) in the invited role, creating the account on the phone's first sign-in, marks those
 * invitations accepted and starts a business session. No open invitation: 'inviteNotFound', nothing
 * written but the used code.
 */
export async function acceptInvite(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  typed: EndpointParams<typeof acceptInviteEndpoint>,
): Promise<AcceptInviteResponse> {
  const now = await redeemSmsCodeNow(deps, { ...typed, area: 'business' });
  return deps.db.transaction().execute(async (trx) => {
    const invitations = await trx
      .selectFrom('staff_invite')
      .innerJoin('store', 'store.id', 'staff_invite.store_id')
      .select(['staff_invite.id', 'staff_invite.store_id', 'staff_invite.role'])
      .where('staff_invite.country', '=', typed.country)
      .where('staff_invite.phone', '=', typed.phone)
      .where('staff_invite.accepted_at', 'is', null)
      .where('staff_invite.revoked_at', 'is', null)
      .where('staff_invite.expires_at', '>', new Date(now))
      .where('store.removed_at', 'is', null)
      .orderBy('staff_invite.store_id')
      .forUpdate('staff_invite')
      .execute();
    if (invitations.length === 0) throw new ApiFailure('inviteNotFound');
    const { id: userId } = await upsertAppUser(trx, typed, now);
    await trx
      .insertInto('store_staff')
      .values(invitations.map((invitation) => ({ store_id: invitation.store_id, user_id: userId, role: invitation.role, created_at: new Date(now) })))
      .onConflict((conflict) => conflict.columns(['store_id', 'user_id']).doNothing())
      .execute();
    await trx
      .updateTable('staff_invite')
      .set({ accepted_at: new Date(now), accepted_by: userId })
      .where('id', 'in', invitations.map((invitation) => invitation.id))
      .execute();
    return {
      ...(await startSignInSession(trx, { userId, area: 'business', now }, typed)),
      shops: await listStaffShops(trx, userId),
      joined: invitations.map((invitation) => invitation.store_id),
    };
  });
}
