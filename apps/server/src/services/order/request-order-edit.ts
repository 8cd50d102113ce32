import type { editOrderEndpoint, EndpointParams, OrderState } from '@luggage/api/contract';
import { changeRefusal, ORDER_STORE_STATUS, storageDaysRefusals } from '@luggage/domain/orders';
import { changeLockedOrder } from './change-locked-order';
import type { OrderDeps } from './order-deps';
import { refuse } from './refusal-failure';
import { setStoreStatus } from './set-store-status';
import { refuseExtendedBookingEdit } from './supplements/refuse-extended-booking-edit';
import { refuseExtensionChange } from './supplements/refuse-extension-change';

/**
 * Asks the shop to move `userId`'s paid, not stored order to other days: a pending 'edit' application;
 * storeStatus 110. The new days start today (Asia/Shanghai) or later, end on or after the start and are
 * no more than the order's days ('invalid parameter: endDate' otherwise). The shop confirms, so nothing
 * is reserved here. A booking with extensions keeps its days (refuseExtendedBookingEdit).
 */
export async function requestOrderEdit(deps: OrderDeps, userId: string, input: EndpointParams<typeof editOrderEndpoint>): Promise<OrderState> {
  const now = deps.clock();
  // The days themselves before the order: a bad range is refused as such whatever the order.
  refuse(storageDaysRefusals(input, now)[0]);
  return changeLockedOrder(deps.db, { userId }, input.orderId, now, async (trx, order) => {
    refuseExtensionChange(order);
    refuse(changeRefusal(order));
    refuse(storageDaysRefusals(input, now, order.totalDays)[0]);
    await refuseExtendedBookingEdit(trx, order.id, now);
    await trx
      .insertInto('order_application')
      .values({
        order_id: order.id,
        kind: 'edit',
        reason: input.reason,
        start_date: input.startDate,
        end_date: input.endDate,
        created_at: new Date(now),
        updated_at: new Date(now),
      })
      .execute();
    return setStoreStatus(trx, order, ORDER_STORE_STATUS.editApplied);
  });
}
