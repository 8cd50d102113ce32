import type { BusinessOrder, EndpointParams, orderStoreEndpoint } from '@luggage/api/contract';
import { shanghaiToday } from '@luggage/domain/dates';
import { checkOutRefusal, ORDER_STORE_STATUS, pickUpCharge } from '@luggage/domain/orders';
import { DEFAULT_REWARD_RULE, type RewardRule } from '@luggage/domain/rewards';
import { ApiFailure } from '../../../errors/api-failure';
import { refuse } from '../../order/refusal-failure';
import { endExtensionsAtPickUp } from '../../order/supplements/end-extensions-at-pick-up';
import { earnReward } from '../../rewards/earn-reward';
import { changeCounterOrder } from './change-counter-order';
import type { CounterDeps } from './get-business-order';

/**
 * order/store status 30: staff `userId` hands back the luggage of shop `storeId`'s order `orderId` at
 * `clock()`, in one transaction on the locked order. Refused as the domain's checkOutRefusal says (the
 * counter's view shows the same): handed back already ('orderCompleted'), not in store ('orderNotStored')
 * or no longer paid, a refund under way for instance ('orderNotPaid'). Days after the effective last day (the end of its latest paid extension, else the booked one) are charged per started Shanghai
 * day at the booked prices (domain pickUpCharge): `extraAmount`, what the counter showed and collected,
 * must equal it ('amountChanged'), and a charge is recorded in order_extra_charge (the counter's
 * receipt; no payment row). The luggage has left, so the reservations of today and later days are
 * freed for new bookings (a pick-up before the last day refunds nothing); those of days gone by stay as
 * booked; an unpaid extension is cancelled and the paid ones free their days alike (endExtensionsAtPickUp).
 * The order is completed: a traveller brought by a promoter earns the promoter a reward by
 * `deps.config.rewardRule` (DEFAULT_REWARD_RULE when absent), in the same transaction (earnReward).
 * Answers the completed order.
 */
export function checkOutOrder(
  deps: CounterDeps & { config: { rewardRule?: RewardRule } },
  checkOut: Extract<EndpointParams<typeof orderStoreEndpoint>, { status: 30 }> & { userId: string },
): Promise<BusinessOrder> {
  return changeCounterOrder(deps, checkOut, async (trx, order, now) => {
    refuse(checkOutRefusal(order));
    const lines = await trx.selectFrom('user_order_goods').select(['count', 'discount']).where('order_id', '=', order.id).execute();
    const charge = pickUpCharge(order.endTime, lines, now);
    if (checkOut.extraAmount !== charge.extraAmount) throw new ApiFailure('amountChanged');
    if (charge.extraAmount > 0) {
      await trx
        .insertInto('order_extra_charge')
        .values({
          order_id: order.id,
          store_id: checkOut.storeId,
          days: charge.extraDays,
          amount: charge.extraAmount,
          collected_by: checkOut.userId,
          created_at: new Date(now),
        })
        .execute();
    }
    await trx.deleteFrom('inventory_reservation').where('order_id', '=', order.id).where('day', '>=', shanghaiToday(now)).execute();
    await endExtensionsAtPickUp(trx, order.id, shanghaiToday(now), now);
    await trx
      .updateTable('user_order')
      .set({ store_status: ORDER_STORE_STATUS.completed, checked_out_at: new Date(now), checked_out_by: checkOut.userId })
      .where('id', '=', order.id)
      .execute();
    await earnReward(trx, { orderId: order.id, now, rule: deps.config.rewardRule ?? DEFAULT_REWARD_RULE });
  });
}
