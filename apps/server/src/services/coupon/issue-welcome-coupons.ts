import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { issueCoupon } from './issue-coupon';

/**
 * Gives traveller `userId` one copy of every welcome template open at `now` (ms), inside the transaction
 * of their first login (see issueCoupon). A template that refuses (claims closed, stock gone, already held)
 * is skipped: the login goes on without it. Returns how many were issued.
 */
export async function issueWelcomeCoupons(trx: Transaction<DatabaseSchema>, userId: string, now: number): Promise<number> {
  const templates = await trx.selectFrom('coupon_template').select('id').where('channel', '=', 'welcome').orderBy('id').execute();
  let issued = 0;
  for (const template of templates) {
    const outcome = await issueCoupon(trx, { templateId: template.id, channel: 'welcome', userId, now });
    if ('couponId' in outcome) issued += 1;
  }
  return issued;
}
