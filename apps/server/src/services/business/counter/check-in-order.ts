import type { BusinessOrder } from '@luggage/api/contract';
import { shanghaiToday } from '@luggage/domain/dates';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { ApiFailure } from '../../../errors/api-failure';
import { attachLuggagePhotos } from './attach-luggage-photos';
import { getBusinessOrder, type CounterDeps } from './get-business-order';
import { lockShopOrder } from './lock-shop-order';

/**
 * order/store status 20: staff `userId` takes in the luggage of shop `storeId`'s order `orderId` at
 * `clock()`, in one transaction on the locked order (so of parallel check-ins exactly one succeeds).
 * Refused, nothing written, when handed back already ('orderCompleted'), in store ('alreadyCheckedIn'),
 * not paid ('orderNotPaid'), an application is pending ('applicationPending') or the first day has not
 * come in Shanghai ('checkInTooEarly' with the date) or its last day has passed ('bookingEnded'); then the photos `pic` are attached (see
 * attachLuggagePhotos) and the order is stored (the traveller can no longer cancel). Answers the order.
 */
export async function checkInOrder(
  deps: CounterDeps,
  checkIn: { userId: string; storeId: number; orderId: string; pic: string[] },
): Promise<BusinessOrder> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockShopOrder(trx, checkIn.storeId, checkIn.orderId, now);
    if (order.store_status === ORDER_STORE_STATUS.completed) throw new ApiFailure('orderCompleted');
    if (order.store_status === ORDER_STORE_STATUS.stored) throw new ApiFailure('alreadyCheckedIn');
    if (order.status !== 'paid') throw new ApiFailure('orderNotPaid');
    if (order.hasPendingApplication) throw new ApiFailure('applicationPending');
    const today = shanghaiToday(now);
    if (today < order.start_date) throw new ApiFailure('checkInTooEarly', 200, { date: order.start_date });
    // Its days are over and no longer held: storing it now could overfill the shop.
    if (today > order.end_date) throw new ApiFailure('bookingEnded', 200, { date: order.end_date });
    await attachLuggagePhotos(trx, { storeId: checkIn.storeId, orderId: order.id, names: checkIn.pic });
    await trx
      .updateTable('user_order')
      .set({ store_status: ORDER_STORE_STATUS.stored, checked_in_at: new Date(now), checked_in_by: checkIn.userId })
      .where('id', '=', order.id)
      .execute();
  });
  return getBusinessOrder(deps, checkIn.storeId, { orderId: checkIn.orderId });
}
