import { couponClaimRefusal, couponValidityPeriod, type CouponClaimRefusal } from '@luggage/domain/coupons';
import type { Transaction } from 'kysely';
import type { CouponChannel, DatabaseSchema } from '../../db/database-schema';
import { countClaimed } from './count-claimed';
import { selectTemplates } from './select-templates';
import { templateOfferFacts } from './template-offer-facts';
import { templateValidity } from './to-coupon-terms';

/** What {@link issueCoupon} did: the new coupon's id, or why it issued none. */
export type IssueOutcome = { couponId: string } | { refusal: CouponClaimRefusal | { reason: 'unknownTemplate' } };

/**
 * Issues one copy of template `templateId` of `channel` to `userId` at `now` (ms), inside the caller's
 * transaction, exactly once however many issues race:
 * 1. locks the template row (SELECT … FOR UPDATE): issues of the same template, on any server, take turns
 *    from here to the end of their transactions;
 * 2. counts the traveller's copies and asks couponClaimRefusal (claim window, per-person limit, stock);
 * 3. raises `issued` by a conditional UPDATE … WHERE issued < stock (the database's CHECK issued ≤ stock
 *    stands behind it);
 * 4. inserts the copy numbered claimed + 1 for the traveller (unique per template and traveller), valid as
 *    couponValidityPeriod says.
 * A refusal writes nothing. An unknown template, or one of another channel: 'unknownTemplate'.
 */
export async function issueCoupon(
  trx: Transaction<DatabaseSchema>,
  issue: { templateId: number; channel: CouponChannel; userId: string; now: number },
): Promise<IssueOutcome> {
  const locked = await trx
    .selectFrom('coupon_template')
    .select('id')
    .where('id', '=', issue.templateId)
    .where('channel', '=', issue.channel)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) return { refusal: { reason: 'unknownTemplate' } };
  // Read after the lock: the issued count of every claim that went before.
  const template = await selectTemplates(trx).where('t.id', '=', issue.templateId).executeTakeFirstOrThrow();
  const claimed = await countClaimed(trx, issue.templateId, issue.userId);
  const refusal = couponClaimRefusal(templateOfferFacts(template), claimed, issue.now);
  if (refusal) return { refusal };
  const counted = await trx
    .updateTable('coupon_template')
    .set((eb) => ({ issued: eb('issued', '+', 1) }))
    .where('id', '=', issue.templateId)
    .where((eb) => eb.or([eb('stock', 'is', null), eb('issued', '<', eb.ref('stock'))]))
    .returning('issued')
    .executeTakeFirst();
  if (!counted) return { refusal: { reason: 'outOfStock' } };
  const period = couponValidityPeriod(templateValidity(template), issue.now);
  const coupon = await trx
    .insertInto('user_coupon')
    .values({
      user_id: issue.userId,
      template_id: issue.templateId,
      claim_number: claimed + 1,
      starts_at: new Date(period.startTime),
      ends_at: new Date(period.endTime),
      issued_at: new Date(issue.now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { couponId: coupon.id };
}
