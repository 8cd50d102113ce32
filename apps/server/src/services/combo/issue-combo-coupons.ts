import { couponValidityPeriod, type CouponPeriod } from '@luggage/domain/coupons';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { countClaimed } from '../coupon/count-claimed';

/**
 * Inside the payment's transaction: issues the `count` coupons of the combo template `templateId` that
 * the coupon order `couponOrderId` of `userId` bought at `now` (ms), all valid `validDays` days from now
 * (couponValidityPeriod), and answers their period; null when the template's stock cannot take `count`
 * more (nothing written). The template's `issued` is raised first by one conditional UPDATE, which locks
 * its row, so the traveller's copies are counted (claim_number) after every issue that went before.
 */
export async function issueComboCoupons(
  trx: Kysely<DatabaseSchema>,
  issue: { couponOrderId: string; userId: string; templateId: number; count: number; validDays: number; now: number },
): Promise<CouponPeriod | null> {
  const counted = await trx
    .updateTable('coupon_template')
    .set((eb) => ({ issued: eb('issued', '+', issue.count) }))
    .where('id', '=', issue.templateId)
    .where((eb) => eb.or([eb('stock', 'is', null), eb(eb('issued', '+', issue.count), '<=', eb.ref('stock'))]))
    .returning('id')
    .executeTakeFirst();
  if (!counted) return null;
  const claimed = await countClaimed(trx, issue.templateId, issue.userId);
  const period = couponValidityPeriod({ kind: 'days', days: issue.validDays }, issue.now);
  await trx
    .insertInto('user_coupon')
    .values(
      Array.from({ length: issue.count }, (_, index) => ({
        user_id: issue.userId,
        template_id: issue.templateId,
        claim_number: claimed + index + 1,
        starts_at: new Date(period.startTime),
        ends_at: new Date(period.endTime),
        issued_at: new Date(issue.now),
        coupon_order_id: issue.couponOrderId,
      })),
    )
    .execute();
  return period;
}
