import { sql, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { randomCode } from '../random-code';
import { rewardSharer } from '../share/reward-sharer';

/** Digits and capitals without 0/O and 1/I/L, which staff typing a code at the counter would mix up. */
const VOUCHER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 8 crypto-random characters of {@link VOUCHER_ALPHABET} (31^8 ≈ 8.5 × 10^11 codes). */
function newVoucherCode(): string {
  return randomCode(VOUCHER_ALPHABET, 8);
}

/**
 * Marks the locked (or just inserted) order `orderId` paid at `now` with a new voucher code, inside the
 * transaction `trx`; a code that clashes with another order's is drawn again (inside a savepoint, so the
 * transaction survives the unique violation), up to five times. The coupon the order holds (locked) is
 * marked used in the same transaction; a late payment of an order that let its coupon go must take it back
 * first (lockOrderCoupon, see applyPaymentEvent). When it is its traveller's first order paid since they
 * claimed from a friend's share link, the sharer's reward is issued in the same transaction (rewardSharer).
 */
export async function markOrderPaid(trx: Transaction<DatabaseSchema>, orderId: string, now: number): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await sql`SAVEPOINT voucher_code`.execute(trx);
    try {
      await trx.updateTable('user_order').set({ status: 'paid', paid_at: new Date(now), voucher_code: newVoucherCode() }).where('id', '=', orderId).execute();
      await sql`RELEASE SAVEPOINT voucher_code`.execute(trx);
      break;
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT voucher_code`.execute(trx);
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
  await trx.updateTable('user_coupon').set({ state: 'used', used_at: new Date(now) }).where('order_id', '=', orderId).where('state', '=', 'locked').execute();
  await rewardSharer(trx, orderId, now);
}
