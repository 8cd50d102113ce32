import { changeStoreEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { changeStore } from '../../services/order/change-store';
import { paymentDepsOf } from '../pay/payment-deps-of';

/** POST /api/user/order/change_store/: prices or makes the move of one of the caller's bookings to another shop (see changeStore). */
export const changeStoreRoute = defineRoute(changeStoreEndpoint, ({ params, caller, context, request }) =>
  changeStore(paymentDepsOf(context, request.log), caller.userId, params),
);
