import type { FastifyInstance } from 'fastify';
import { registerReplayGuard } from '../http/replay-guard';
import type { RouteContext } from '../http/route-context';
import { wxLinkRoute } from './act/wx-link';
import { applicationDecisionRoutes } from './business/application-decision-routes';
import { businessAuthRoutes } from './business/business-auth-routes';
import { businessCounterRoutes } from './business/business-counter-routes';
import { businessReportRoutes } from './business/business-report-routes';
import { businessShopRoutes } from './business/business-shop-routes';
import { businessStaffRoutes } from './business/business-staff-routes';
import { cityListRoute } from './city/city-list';
import { citySearchRoute } from './city/city-search';
import { contentPageRoute } from './content/content-page';
import { smsOutboxRoute } from './dev/sms-outbox';
import { addOrderRoute } from './order/add-order';
import { checkoutRoute } from './order/checkout';
import { orderApplicationRoutes } from './order/order-applications';
import { orderInfoRoute } from './order/order-info';
import { orderListRoute } from './order/order-list';
import { orderReviewRoute } from './order/order-review';
import { cancelOrderRoute } from './pay/cancel-order';
import { payCancelRoute } from './pay/pay-cancel';
import { payInfoRoute } from './pay/pay-info';
import { payNotifyRoute } from './pay/pay-notify';
import { payResultRoute } from './pay/pay-result';
import { providerNotificationRoute } from './pay/provider-notification';
import { sandboxPayRoute } from './pay/sandbox-pay';
import { placeSearchRoute } from './place/place-search';
import { reverseGeocodeRoute } from './place/reverse-geocode';
import { searchByCoordinateRoute } from './store/search-by-coordinate';
import { searchByNameRoute } from './store/search-by-name';
import { storeBusinessTimeRoute } from './store/store-business-time';
import { storeInfoRoutes } from './store/store-info';
import { storeInventoryRoute } from './store/store-inventory';
import { clientConfigRoute } from './system/client-config';
import { healthRoute } from './system/health';
import { loginRoute } from './user/login';
import { logoutRoute } from './user/logout';
import { sendSmsCodeRoute } from './user/send-sms-code';
import { userInfoRoute } from './user/user-info';

/** Every contract route of the API. */
export function registerApiRoutes(app: FastifyInstance, context: RouteContext): void {
  // After create-server's signature check: a signed POST is accepted once.
  registerReplayGuard(app, context);
  for (const register of [
    healthRoute,
    clientConfigRoute,
    cityListRoute,
    citySearchRoute,
    searchByCoordinateRoute,
    searchByNameRoute,
    storeInfoRoutes,
    storeInventoryRoute,
    storeBusinessTimeRoute,
    placeSearchRoute,
    reverseGeocodeRoute,
    contentPageRoute,
    wxLinkRoute,
    sendSmsCodeRoute,
    loginRoute,
    logoutRoute,
    userInfoRoute,
    smsOutboxRoute,
    checkoutRoute,
    addOrderRoute,
    orderListRoute,
    orderInfoRoute,
    orderApplicationRoutes,
    orderReviewRoute,
    payInfoRoute,
    payResultRoute,
    payNotifyRoute,
    payCancelRoute,
    providerNotificationRoute,
    sandboxPayRoute,
    cancelOrderRoute,
    businessAuthRoutes,
    businessStaffRoutes,
    businessCounterRoutes,
    businessShopRoutes,
    businessReportRoutes,
    applicationDecisionRoutes,
  ]) {
    register(app, context);
  }
}
