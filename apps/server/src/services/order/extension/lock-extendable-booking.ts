import { extensionRefusal, type ExtensionRefusal } from '@luggage/domain/orders';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { lockOrder, type LockedOrder } from '../lock-order';

/** A booking locked to be extended: the locked order, its goods lines and why it cannot be extended now (null when it can). */
export interface ExtendableBooking {
  booking: LockedOrder;
  /** Its items per day, by goods id. */
  lines: { goodsId: 1 | 2; count: number }[];
  refusal: ExtensionRefusal | null;
}

/**
 * Locks `userId`'s booking `bookingId` (lockOrder: 'order not found' when unknown or another traveller's;
 * its endTime is the effective end) inside `trx` and asks the domain's extensionRefusal at `now`, with
 * whether an extension or a change of shop of it waits for payment (unpaid, still inside its pay_before):
 * an extension made while a move waits would stay at the old shop once the move is paid. Locking the booking
 * makes extensions of one booking, its cancellation and its pick-up run one after the other.
 */
export async function lockExtendableBooking(trx: Transaction<DatabaseSchema>, userId: string, bookingId: string, now: number): Promise<ExtendableBooking> {
  const booking = await lockOrder(trx, { userId }, bookingId, now);
  const unpaid = await trx
    .selectFrom('user_order')
    .select('id')
    .where('delay_id', '=', bookingId)
    .where('supplement', 'in', ['extension', 'move'])
    .where('status', '=', 'unpaid')
    .where('pay_before', '>', new Date(now))
    .executeTakeFirst();
  const lines = await trx.selectFrom('user_order_goods').select(['goods_id', 'count']).where('order_id', '=', bookingId).orderBy('goods_id').execute();
  const refusal = extensionRefusal({ ...booking, isSupplement: booking.supplement !== null, hasUnpaidExtension: unpaid !== undefined }, now);
  return { booking, lines: lines.map((line) => ({ goodsId: line.goods_id as 1 | 2, count: line.count })), refusal };
}
