import { shareClaimRefusal, type ShareClaimRefusal } from '@luggage/domain/coupons';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import type { TemplateRow } from '../coupon/template-columns';

/**
 * Why `friendId` cannot claim the friend template `friend` from the link of `sharerId` (shareClaimRefusal,
 * with the friend's history read from the database: a share claim of theirs, an order of theirs ever paid),
 * or null when the share's own rules let them.
 */
export async function friendShareRefusal(
  db: Kysely<DatabaseSchema>,
  claim: { sharerId: string; friendId: string; friend: Pick<TemplateRow, 'new_customers_only'> },
): Promise<ShareClaimRefusal | null> {
  const { rows } = await sql<{ has_claimed_share: boolean; has_paid_order: boolean }>`
    SELECT EXISTS (SELECT 1 FROM share_claim WHERE friend_user_id = ${claim.friendId}) AS has_claimed_share,
           EXISTS (SELECT 1 FROM user_order WHERE user_id = ${claim.friendId} AND paid_at IS NOT NULL) AS has_paid_order`.execute(db);
  const history = rows[0];
  if (!history) throw new Error('EXISTS query returned no row');
  return shareClaimRefusal({
    sharerId: claim.sharerId,
    friendId: claim.friendId,
    hasClaimedShare: history.has_claimed_share,
    isNewCustomersOnly: claim.friend.new_customers_only,
    hasPaidOrder: history.has_paid_order,
  });
}
