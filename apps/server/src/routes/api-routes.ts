import type { ApiRoute } from '../http/define-route';
import { wxLinkRoute } from './act/wx-link';
import { decideApplicationRoute } from './business/application-decision-routes';
import { businessInfoRoute, businessLoginRoute, businessLogoutRoute } from './business/business-auth-routes';
import {
  businessOrderInfoRoute,
  findOrderByCodeRoute,
  orderStoreRoute,
  uploadLuggagePhotoRoute,
  walkInQuoteRoute,
  walkInRoute,
} from './business/business-counter-routes';
import { businessConsumeListRoute, businessOrderListRoute, businessStatisticRoute, businessSummaryRoute } from './business/business-report-routes';
import {
  businessTodayRoute,
  confirmOpenRoute,
  setShopClosureRoute,
  shopSettingsRoute,
  updateShopCapacityRoute,
  updateShopHoursRoute,
} from './business/business-shop-routes';
import { acceptInviteRoute, inviteStaffRoute, removeStaffRoute, staffListRoute } from './business/business-staff-routes';
import { cityListRoute } from './city/city-list';
import { citySearchRoute } from './city/city-search';
import { contentPageRoute } from './content/content-page';
import { smsOutboxRoute } from './dev/sms-outbox';
import { addOrderRoute } from './order/add-order';
import { checkoutRoute } from './order/checkout';
import { applyCancelRoute, applyReasonRoute, cancelApplyRoute, cancelEditRoute, editOrderRoute } from './order/order-applications';
import { orderInfoRoute } from './order/order-info';
import { orderListRoute } from './order/order-list';
import { reviewOrderRoute } from './order/order-review';
import { cancelOrderRoute } from './pay/cancel-order';
import { payCancelRoute } from './pay/pay-cancel';
import { payInfoRoute } from './pay/pay-info';
import { payNotifyRoute } from './pay/pay-notify';
import { payResultRoute } from './pay/pay-result';
import { sandboxPayRoute } from './pay/sandbox-pay';
import { placeSearchRoute } from './place/place-search';
import { reverseGeocodeRoute } from './place/reverse-geocode';
import { searchByCoordinateRoute } from './store/search-by-coordinate';
import { searchByNameRoute } from './store/search-by-name';
import { storeBusinessTimeRoute } from './store/store-business-time';
import { storeInfoV2Route, storeInfoV3Route } from './store/store-info';
import { storeInventoryRoute } from './store/store-inventory';
import { clientConfigRoute } from './system/client-config';
import { healthRoute } from './system/health';
import { loginRoute } from './user/login';
import { logoutRoute } from './user/logout';
import { sendSmsCodeRoute } from './user/send-sms-code';
import { userInfoRoute } from './user/user-info';

/** The route of every contract endpoint, one each (the outbox's and the sandbox's only on servers using them). */
export const apiRoutes: readonly ApiRoute[] = [
  healthRoute,
  clientConfigRoute,
  cityListRoute,
  citySearchRoute,
  searchByCoordinateRoute,
  searchByNameRoute,
  storeInfoV2Route,
  storeInfoV3Route,
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
  applyCancelRoute,
  cancelApplyRoute,
  applyReasonRoute,
  editOrderRoute,
  cancelEditRoute,
  reviewOrderRoute,
  payInfoRoute,
  payResultRoute,
  payNotifyRoute,
  payCancelRoute,
  sandboxPayRoute,
  cancelOrderRoute,
  businessLoginRoute,
  businessLogoutRoute,
  businessInfoRoute,
  inviteStaffRoute,
  acceptInviteRoute,
  staffListRoute,
  removeStaffRoute,
  findOrderByCodeRoute,
  businessOrderInfoRoute,
  uploadLuggagePhotoRoute,
  orderStoreRoute,
  walkInQuoteRoute,
  walkInRoute,
  businessTodayRoute,
  confirmOpenRoute,
  shopSettingsRoute,
  updateShopHoursRoute,
  updateShopCapacityRoute,
  setShopClosureRoute,
  businessOrderListRoute,
  businessConsumeListRoute,
  businessSummaryRoute,
  businessStatisticRoute,
  decideApplicationRoute,
];
