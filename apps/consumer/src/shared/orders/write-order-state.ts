import type { OrderState } from '@luggage/api/contract';
import { orderApi } from '@luggage/api/order-api';

/**
 * Writes what an order action answered (storeStatus, status) into the loaded order of that id, and only
 * that one (spec §4: applied only if the order id matches the loaded order), so the screens show the new
 * state at once while the order reloads.
 */
export function writeOrderState(answer: OrderState) {
  return orderApi.util.updateQueryData('orderInfo', { orderId: answer.orderId }, (order) => {
    if (order.id !== answer.orderId) return;
    order.storeStatus = answer.storeStatus;
    order.status = answer.status;
  });
}
