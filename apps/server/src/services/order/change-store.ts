import { ORDER_HOLD_MINUTES, type ChangeStoreResponse, type changeStoreEndpoint, type EndpointParams } from '@luggage/api/contract';
import { moveRefusal } from '@luggage/domain/orders';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { findRefundablePayment } from '../payment/find-refundable-payment';
import type { PaymentDeps } from '../payment/payment-deps';
import { settleRefund, startRefund } from '../payment/refund-payment';
import { changeLockedOrder } from './change-locked-order';
import { insertPricedOrder } from './insert-priced-order';
import type { LockedOrder } from './lock-order';
import { priceMove, type MovePrice } from './price-move';
import { refuseMove } from './refusal-failure';
import { relocateBooking } from './relocate-booking';
import { reserveInventory } from './reserve-inventory';
import { selectMovingBooking, type MovingBookingRow } from './select-moving-booking';

/**
 * order/change_store for `userId` at `deps.clock()` (see the contract's changeStoreEndpoint): in one
 * transaction on the locked booking, asks moveRefusal, prices the booking at the new shop (priceMove) and,
 * unless it is a dry run:
 * - costs the same or less: reserves its units at the new shop under the shop's goods locks
 *   (reserveInventory: no room → its refusal, nothing written), drops its reservations at the old shop,
 *   records the new shop and amounts (relocateBooking) and refunds the difference, as far as the payment
 *   that paid it still holds it, with a 'move' refund settled after the commit;
 * - costs more: inserts the supplementary order (supplement 'move', delay_id the booking) for the
 *   difference, holding the new shop's units until payBefore; its payment moves the booking (applyPaidMove).
 */
export async function changeStore(deps: PaymentDeps, userId: string, input: EndpointParams<typeof changeStoreEndpoint>): Promise<ChangeStoreResponse> {
  const now = deps.clock();
  const { response, refundId } = await changeLockedOrder(deps.db, { userId }, input.orderId, now, async (trx, order) => {
    const booking = await selectMovingBooking(trx, order.id, now);
    refuseMove(moveRefusal({ ...order, storeId: booking.storeId, isSupplement: booking.supplement !== null, hasExtensions: booking.hasExtensions }, input.storeId, now));
    const price = await priceMove(trx, booking, input.storeId, now);
    const quote = quoteOf(input, price);
    if (input.dryRun) return { response: quote, refundId: null };
    if (price.difference > 0) return { response: { ...quote, supplement: await insertMoveSupplement(trx, booking, order, input.storeId, price, now) }, refundId: null };
    return moveNow(trx, { booking, order, storeId: input.storeId, price, now, quote });
  });
  if (refundId) await settleRefund(deps, refundId);
  return response;
}

/** The answer before anything is written: the booking's amounts at the new shop and the difference. */
function quoteOf(input: { orderId: string; storeId: number }, { cart, difference }: MovePrice): ChangeStoreResponse {
  return {
    orderId: input.orderId,
    storeId: input.storeId,
    orderAmount: cart.orderAmount,
    discountAmount: cart.discountAmount,
    payAmount: cart.payAmount,
    couponAmount: cart.coupon?.amount ?? 0,
    difference,
    moved: false,
    refundAmount: 0,
    supplement: null,
  };
}

/** A move that costs nothing more: the new shop's units, the old shop's released, the booking relocated, the difference refunded. */
async function moveNow(
  trx: Transaction<DatabaseSchema>,
  move: { booking: MovingBookingRow; order: LockedOrder; storeId: number; price: MovePrice; now: number; quote: ChangeStoreResponse },
): Promise<{ response: ChangeStoreResponse; refundId: string | null }> {
  const { booking, order, storeId, price, now } = move;
  await reserveInventory(trx, { orderId: order.id, storeId, startDate: booking.startDate, endDate: booking.endDate, lines: booking.lines, now });
  await trx.deleteFrom('inventory_reservation').where('order_id', '=', order.id).where('store_id', '=', booking.storeId).execute();
  await relocateBooking(trx, order.id, { storeId, cart: price.cart });
  const payment = price.difference < 0 ? await findRefundablePayment(trx, { orderId: order.id }) : undefined;
  const refundAmount = payment ? Math.min(-price.difference, payment.amount) : 0;
  const refundId = payment && refundAmount > 0 ? await startRefund(trx, { orderId: order.id, paymentId: payment.id, amount: refundAmount, reason: 'move', now }) : null;
  return { response: { ...move.quote, moved: true, refundAmount }, refundId };
}

/**
 * The supplementary order of a move that costs more: the same days and goods at the new shop at its prices,
 * order_amount the booking's new price, discount_amount what the booking costs now (already paid), so
 * pay_amount is the difference; it holds the new shop's units until payBefore (insertPricedOrder reserves
 * them under the shop's goods locks).
 */
async function insertMoveSupplement(
  trx: Transaction<DatabaseSchema>,
  booking: MovingBookingRow,
  order: LockedOrder,
  storeId: number,
  { cart, difference }: MovePrice,
  now: number,
): Promise<NonNullable<ChangeStoreResponse['supplement']>> {
  const payBefore = new Date(now + ORDER_HOLD_MINUTES * 60_000);
  const orderId = await insertPricedOrder(
    trx,
    { storeId, cart: { ...cart, orderAmount: cart.payAmount, discountAmount: booking.payAmount, payAmount: difference, coupon: undefined }, now },
    { user_id: booking.userId, order_from: booking.orderFrom, pay_before: payBefore, delay_id: order.id, supplement: 'move' },
  );
  return { orderId, payAmount: difference, payBefore: payBefore.toISOString() };
}
