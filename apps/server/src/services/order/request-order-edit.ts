import type { OrderState } from '@luggage/api/contract';
import { fromYyyymmdd, shanghaiToday, totalDays } from '@luggage/domain/dates';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { ApiFailure } from '../../errors/api-failure';
import { lockOwnOrder, requireChangeable, setStoreStatus } from './lock-own-order';
import type { OrderDeps } from './order-deps';

/** edit/apply as the contract has parsed it; days 'yyyymmdd'. */
export interface EditOrderInput {
  orderId: string;
  startDate: string;
  endDate: string;
  reason: string;
}

/**
 * Asks the shop to move `userId`'s paid, not stored order to other days: a pending 'edit' application;
 * storeStatus 110. The new days start today (Asia/Shanghai) or later, end on or after the start and are
 * no more than the order's days ('invalid parameter: endDate' otherwise). The shop confirms, so nothing
 * is reserved here.
 */
export async function requestOrderEdit(deps: OrderDeps, userId: string, input: EditOrderInput): Promise<OrderState> {
  const now = deps.clock();
  const start = fromYyyymmdd(input.startDate);
  const end = fromYyyymmdd(input.endDate);
  if (end < start) throw ApiFailure.invalidParameter('endDate');
  if (start < shanghaiToday(now)) throw new ApiFailure('startDatePassed');
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOwnOrder(trx, userId, input.orderId, now);
    requireChangeable(order);
    if (totalDays(start, end) > order.total_days) throw ApiFailure.invalidParameter('endDate');
    await trx
      .insertInto('order_application')
      .values({
        order_id: order.id,
        kind: 'edit',
        reason: input.reason,
        start_date: start,
        end_date: end,
        created_at: new Date(now),
        updated_at: new Date(now),
      })
      .execute();
    return setStoreStatus(trx, order, ORDER_STORE_STATUS.editApplied);
  });
}
