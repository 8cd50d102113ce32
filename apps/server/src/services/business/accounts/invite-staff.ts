import { STAFF_INVITE_DAYS, type EndpointParams, type inviteStaffEndpoint, type InviteStaffResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';
import type { SmsProvider } from '../../sms/sms-provider';
import { formatPhone } from '../../auth/format-phone';
import { sendSmsCode } from '../../auth/send-sms-code';

/**
 * An owner invites a phone to `storeId` as staff: refused for a phone that already works there
 * ('alreadyStaff'); otherwise a business code goes to the phone (send_sms_code's limits, counted against
 * the caller's address `ip`) and the shop's open invitation of the phone is created or renewed (expires
 * STAFF_INVITE_DAYS days after `clock()`, invited by the caller). The code is sent first: a refused or
 * failed send leaves no invitation, while an invitation that failed after the send only leaves a code that
 * acceptance refuses ('inviteNotFound'). The caller must have checked the owner's role of `userId`.
 */
export async function inviteStaff(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number; sms: SmsProvider },
  invite: EndpointParams<typeof inviteStaffEndpoint> & { userId: string; ip: string },
): Promise<InviteStaffResponse> {
  const working = await deps.db
    .selectFrom('store_staff')
    .innerJoin('app_user', 'app_user.id', 'store_staff.user_id')
    .select('store_staff.user_id')
    .where('store_staff.store_id', '=', invite.storeId)
    .where('app_user.country', '=', invite.country)
    .where('app_user.phone', '=', invite.phone)
    .executeTakeFirst();
  if (working) throw new ApiFailure('alreadyStaff');

  const { resendAfter } = await sendSmsCode(deps, { area: 'business', country: invite.country, phone: invite.phone, ip: invite.ip });
  const now = deps.clock();
  const expiresAt = new Date(now + STAFF_INVITE_DAYS * 86_400_000);
  await deps.db
    .insertInto('staff_invite')
    .values({
      store_id: invite.storeId,
      country: invite.country,
      phone: invite.phone,
      invited_by: invite.userId,
      created_at: new Date(now),
      expires_at: expiresAt,
    })
    // The partial unique index staff_invite_one_open_idx: at most one open invitation per shop and phone.
    .onConflict((conflict) =>
      conflict
        .columns(['store_id', 'country', 'phone'])
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .doUpdateSet({ expires_at: expiresAt, invited_by: invite.userId }),
    )
    .execute();
  return { phone: formatPhone(invite.country, invite.phone), expiresAt: expiresAt.toISOString(), resendAfter };
}
