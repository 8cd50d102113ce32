import type { BusinessOrder, EndpointParams, walkInEndpoint } from '@luggage/api/contract';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { ApiFailure } from '../../../errors/api-failure';
import { insertPricedOrder } from '../../order/insert-priced-order';
import { markOrderPaid } from '../../payment/mark-order-paid';
import { randomHexId } from '../../payment/random-hex-id';
import { attachLuggagePhotos } from './attach-luggage-photos';
import { getBusinessOrder, type CounterDeps } from './get-business-order';
import { priceWalkIn } from './price-walk-in';

/**
 * A booking made, paid and checked in at the counter at `clock()`, in one transaction: priced like its
 * quote (see priceWalkIn; `payAmount` must equal the price, else 'amountChanged'), the order (no traveller
 * account: `name` instead, order_from 'counter') with its goods lines and reservations (the locked room
 * check of reserveInventory, so it can never overbook), paid with a voucher code (markOrderPaid), a
 * succeeded 'counter' payment collected by the staff member, stored at once with the photos attached
 * (see attachLuggagePhotos). Any refusal writes nothing. Answers the order with its voucher code.
 */
export async function makeWalkInOrder(deps: CounterDeps, walkIn: EndpointParams<typeof walkInEndpoint> & { userId: string }): Promise<BusinessOrder> {
  const now = deps.clock();
  const orderId = await deps.db.transaction().execute(async (trx) => {
    const { priced } = await priceWalkIn(trx, walkIn, now);
    if (walkIn.payAmount !== priced.payAmount) throw new ApiFailure('amountChanged');
    const id = await insertPricedOrder(
      trx,
      { storeId: walkIn.storeId, cart: priced, now },
      {
        user_id: null,
        walk_in_name: walkIn.name,
        order_from: 'counter',
        pay_before: new Date(now),
        store_status: ORDER_STORE_STATUS.stored,
        checked_in_at: new Date(now),
        checked_in_by: walkIn.userId,
      },
    );
    await markOrderPaid(trx, id, now);
    await trx
      .insertInto('payment')
      .values({
        order_id: id,
        provider: 'counter',
        out_trade_no: randomHexId(),
        amount: priced.payAmount,
        status: 'succeeded',
        transaction_id: null,
        created_at: new Date(now),
        paid_at: new Date(now),
        collected_by: walkIn.userId,
      })
      .execute();
    await attachLuggagePhotos(trx, { storeId: walkIn.storeId, orderId: id, names: walkIn.pic });
    return id;
  });
  return getBusinessOrder(deps, walkIn.storeId, { orderId });
}
