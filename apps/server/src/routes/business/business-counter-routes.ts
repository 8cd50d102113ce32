import {
  businessOrderInfoEndpoint,
  findOrderByCodeEndpoint,
  LUGGAGE_PHOTO_BODY_LIMIT,
  orderStoreEndpoint,
  uploadLuggagePhotoEndpoint,
  walkInEndpoint,
  walkInQuoteEndpoint,
} from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { checkInOrder } from '../../services/business/counter/check-in-order';
import { checkOutOrder } from '../../services/business/counter/check-out-order';
import { getBusinessOrder } from '../../services/business/counter/get-business-order';
import { makeWalkInOrder } from '../../services/business/counter/make-walk-in-order';
import { priceWalkIn } from '../../services/business/counter/price-walk-in';
import { uploadLuggagePhoto } from '../../services/business/counter/upload-luggage-photo';

/** GET /api/business/order/find/: the shop's order with a voucher code. */
export const findOrderByCodeRoute = defineRoute(findOrderByCodeEndpoint, ({ params, caller, context }) =>
  getBusinessOrder(context, caller.storeId, { code: params.code }),
);

/** GET /api/business/order/info/: one order of the shop by id. */
export const businessOrderInfoRoute = defineRoute(businessOrderInfoEndpoint, ({ params, caller, context }) =>
  getBusinessOrder(context, caller.storeId, { orderId: params.orderId }),
);

/** POST /api/business/photo/upload/: one luggage photo, with a body limit of its own (the other JSON routes keep 64 KiB). */
export const uploadLuggagePhotoRoute = defineRoute(
  uploadLuggagePhotoEndpoint,
  ({ params, caller, context }) => uploadLuggagePhoto(context, { userId: caller.userId, storeId: caller.storeId, image: params.image }),
  { bodyLimit: LUGGAGE_PHOTO_BODY_LIMIT },
);

/** POST /api/user/order/store/: the counter's check-in (status 20) and check-out (status 30). */
export const orderStoreRoute = defineRoute(orderStoreEndpoint, ({ params, caller, context }) =>
  params.status === 20
    ? checkInOrder(context, { userId: caller.userId, storeId: caller.storeId, orderId: params.orderId, pic: params.pic })
    : checkOutOrder(context, { userId: caller.userId, storeId: caller.storeId, orderId: params.orderId, extraAmount: params.extraAmount }),
);

/** POST /api/business/order/walk_in_quote/: the price of a walk-in booking. */
export const walkInQuoteRoute = defineRoute(walkInQuoteEndpoint, async ({ params, context }) => (await priceWalkIn(context.db, params, context.clock())).quote);

/** POST /api/business/order/walk_in/: a walk-in booking, paid and checked in at the counter. */
export const walkInRoute = defineRoute(walkInEndpoint, ({ params, caller, context }) => makeWalkInOrder(context, { ...params, userId: caller.userId }));
