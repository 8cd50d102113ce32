import {
  businessOrderInfoEndpoint,
  findOrderByCodeEndpoint,
  LUGGAGE_PHOTO_BODY_LIMIT,
  orderStoreEndpoint,
  uploadLuggagePhotoEndpoint,
  walkInEndpoint,
  walkInQuoteEndpoint,
} from '@luggage/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { checkInOrder } from '../../services/business/counter/check-in-order';
import { checkOutOrder } from '../../services/business/counter/check-out-order';
import { getBusinessOrder } from '../../services/business/counter/get-business-order';
import { makeWalkInOrder } from '../../services/business/counter/make-walk-in-order';
import { priceWalkIn } from '../../services/business/counter/price-walk-in';
import { uploadLuggagePhoto } from '../../services/business/counter/upload-luggage-photo';
import { requireShopRole } from '../../services/business/require-shop-role';

/** The caller's app_user id once any staff role at `storeId` is checked (requireUser ran before the handler). */
async function staffOf(context: RouteContext, request: FastifyRequest, storeId: number): Promise<string> {
  const userId = request.userId ?? '';
  await requireShopRole(context.db, { userId, storeId, needed: 'staff' });
  return userId;
}

/**
 * The counter (any staff of the shop): an order by voucher code or id, luggage photo upload (with a body
 * limit of its own: the other JSON routes keep 64 KB), check-in and check-out (order/store) and walk-in
 * bookings with their quote.
 */
export function businessCounterRoutes(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, findOrderByCodeEndpoint, context, async (params, request) => {
    await staffOf(context, request, params.storeId);
    return getBusinessOrder(context, params.storeId, { code: params.code });
  });
  defineRoute(app, businessOrderInfoEndpoint, context, async (params, request) => {
    await staffOf(context, request, params.storeId);
    return getBusinessOrder(context, params.storeId, { orderId: params.orderId });
  });
  // An encapsulated scope, so the larger body limit applies to the photo route only.
  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = LUGGAGE_PHOTO_BODY_LIMIT;
    });
    defineRoute(scope, uploadLuggagePhotoEndpoint, context, async (params, request) => {
      const userId = await staffOf(context, request, params.storeId);
      return uploadLuggagePhoto(context, { userId, storeId: params.storeId, image: params.image });
    });
  });
  defineRoute(app, orderStoreEndpoint, context, async (params, request) => {
    const userId = await staffOf(context, request, params.storeId);
    return params.status === 20
      ? checkInOrder(context, { userId, storeId: params.storeId, orderId: params.orderId, pic: params.pic })
      : checkOutOrder(context, { userId, storeId: params.storeId, orderId: params.orderId, extraAmount: params.extraAmount });
  });
  defineRoute(app, walkInQuoteEndpoint, context, async (params, request) => {
    await staffOf(context, request, params.storeId);
    return (await priceWalkIn(context.db, params, context.clock())).quote;
  });
  defineRoute(app, walkInEndpoint, context, async (params, request) => {
    const userId = await staffOf(context, request, params.storeId);
    return makeWalkInOrder(context, { ...params, userId });
  });
}
