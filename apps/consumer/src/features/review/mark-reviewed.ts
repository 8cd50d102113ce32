import { orderApi } from '@luggage/api/order-api';
import type { AppState } from '@luggage/api/store';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

/**
 * After a successful review (spec §4: the review flag becomes false), clears the review flag of that order,
 * and only that order, in every loaded page of the order list and in its loaded detail, so the list stops
 * offering the review at once, before it reloads.
 */
export function markReviewed(orderId: string): ThunkAction<void, AppState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    for (const args of orderApi.util.selectCachedArgsForQuery(getState(), 'orderList')) {
      dispatch(
        orderApi.util.updateQueryData('orderList', args, (list) => {
          for (const order of list.orders) {
            if (order.id !== orderId) continue;
            order.review = false;
            order.reviewed = true;
          }
        }),
      );
    }
    dispatch(
      orderApi.util.updateQueryData('orderInfo', { orderId }, (order) => {
        if (order.id !== orderId) return;
        order.review = false;
        order.reviewed = true;
      }),
    );
  };
}
