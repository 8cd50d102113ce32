import type { BusinessOrder, EndpointParams, orderStoreEndpoint } from '@luggage/api/contract';
import { checkInRefusal, ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { refuse } from '../../order/refusal-failure';
import { attachLuggagePhotos } from './attach-luggage-photos';
import { changeCounterOrder } from './change-counter-order';
import type { CounterDeps } from './get-business-order';

/**
 * order/store status 20: staff `userId` takes in the luggage of shop `storeId`'s order `orderId` at
 * `clock()`, in one transaction on the locked order (so of parallel check-ins exactly one succeeds).
 * Refused, nothing written, as the domain's checkInRefusal says: handed back already ('orderCompleted'),
 * not paid ('orderNotPaid'), an application is pending ('applicationPending'), in store
 * ('alreadyCheckedIn'), the first day has not come in Shanghai ('checkInTooEarly' with the date) or its
 * last day has passed ('bookingEnded': its days are no longer held, so storing it could overfill the
 * shop); then the photos `pic` are attached (see attachLuggagePhotos) and the order is stored (the
 * traveller can no longer cancel). Answers the order.
 */
export function checkInOrder(
  deps: CounterDeps,
  checkIn: Extract<EndpointParams<typeof orderStoreEndpoint>, { status: 20 }> & { userId: string },
): Promise<BusinessOrder> {
  return changeCounterOrder(deps, checkIn, async (trx, order, now) => {
    refuse(checkInRefusal(order, now));
    await attachLuggagePhotos(trx, { storeId: checkIn.storeId, orderId: order.id, names: checkIn.pic });
    await trx
      .updateTable('user_order')
      .set({ store_status: ORDER_STORE_STATUS.stored, checked_in_at: new Date(now), checked_in_by: checkIn.userId })
      .where('id', '=', order.id)
      .execute();
  });
}
