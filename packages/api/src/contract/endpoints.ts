import { wxLinkEndpoint } from './act/wx-link';
import { businessInfoEndpoint, businessLoginEndpoint, businessLogoutEndpoint } from './business/business-auth';
import {
  businessOrderInfoEndpoint,
  findOrderByCodeEndpoint,
  orderStoreEndpoint,
  uploadLuggagePhotoEndpoint,
  walkInEndpoint,
  walkInQuoteEndpoint,
} from './business/business-counter';
import {
  businessConsumeListEndpoint,
  businessOrderListEndpoint,
  businessStatisticEndpoint,
  businessSummaryEndpoint,
} from './business/business-reports';
import {
  businessTodayEndpoint,
  confirmOpenEndpoint,
  decideApplicationEndpoint,
  setShopClosureEndpoint,
  shopSettingsEndpoint,
  updateShopCapacityEndpoint,
  updateShopHoursEndpoint,
} from './business/business-shop';
import { acceptInviteEndpoint, inviteStaffEndpoint, removeStaffEndpoint, staffListEndpoint } from './business/business-staff';
import { cityListEndpoint } from './city/city-list';
import { citySearchEndpoint } from './city/city-search';
import { contentPageEndpoint } from './content/content-page';
import { addOrderEndpoint } from './order/add-order';
import { checkoutEndpoint } from './order/checkout';
import {
  applyCancelEndpoint,
  applyReasonEndpoint,
  cancelApplyEndpoint,
  cancelEditEndpoint,
  cancelOrderEndpoint,
  editOrderEndpoint,
  reviewOrderEndpoint,
} from './order/order-actions';
import { orderInfoEndpoint } from './order/order-info';
import { orderListEndpoint } from './order/order-list';
import { payCancelEndpoint, payInfoEndpoint, payNotifyEndpoint, payResultEndpoint, sandboxPayEndpoint } from './pay/pay-calls';
import { placeSearchEndpoint } from './place/place-search';
import { reverseGeocodeEndpoint } from './place/reverse-geocode';
import { storeSearchByCoordinateEndpoint } from './store/search-by-coordinate';
import { storeSearchByNameEndpoint } from './store/search-by-name';
import { storeBusinessTimeEndpoint } from './store/store-business-time';
import { storeInfoV2Endpoint } from './store/store-info-v2';
import { storeInfoV3Endpoint } from './store/store-info-v3';
import { storeInventoryEndpoint } from './store/store-inventory';
import { clientConfigEndpoint } from './system/client-config';
import { healthEndpoint } from './system/health';
import { smsOutboxEndpoint } from './dev/sms-outbox';
import { loginEndpoint } from './user/login';
import { logoutEndpoint } from './user/logout';
import { sendSmsCodeEndpoint } from './user/send-sms-code';
import { userInfoEndpoint } from './user/user-info';

/** Every endpoint of the contract by name; the client and the MSW handlers are generated from it. */
export const endpoints = {
  cityList: cityListEndpoint,
  citySearch: citySearchEndpoint,
  storeSearchByCoordinate: storeSearchByCoordinateEndpoint,
  storeSearchByName: storeSearchByNameEndpoint,
  storeInfoV2: storeInfoV2Endpoint,
  storeInfoV3: storeInfoV3Endpoint,
  storeInventory: storeInventoryEndpoint,
  storeBusinessTime: storeBusinessTimeEndpoint,
  placeSearch: placeSearchEndpoint,
  reverseGeocode: reverseGeocodeEndpoint,
  sendSmsCode: sendSmsCodeEndpoint,
  login: loginEndpoint,
  logout: logoutEndpoint,
  userInfo: userInfoEndpoint,
  smsOutbox: smsOutboxEndpoint,
  checkout: checkoutEndpoint,
  addOrder: addOrderEndpoint,
  orderList: orderListEndpoint,
  orderInfo: orderInfoEndpoint,
  cancelOrder: cancelOrderEndpoint,
  applyCancel: applyCancelEndpoint,
  cancelApply: cancelApplyEndpoint,
  applyReason: applyReasonEndpoint,
  editOrder: editOrderEndpoint,
  cancelEdit: cancelEditEndpoint,
  reviewOrder: reviewOrderEndpoint,
  payInfo: payInfoEndpoint,
  payResult: payResultEndpoint,
  payNotify: payNotifyEndpoint,
  payCancel: payCancelEndpoint,
  sandboxPay: sandboxPayEndpoint,
  health: healthEndpoint,
  clientConfig: clientConfigEndpoint,
  contentPage: contentPageEndpoint,
  wxLink: wxLinkEndpoint,
  businessLogin: businessLoginEndpoint,
  businessLogout: businessLogoutEndpoint,
  businessInfo: businessInfoEndpoint,
  inviteStaff: inviteStaffEndpoint,
  acceptInvite: acceptInviteEndpoint,
  staffList: staffListEndpoint,
  removeStaff: removeStaffEndpoint,
  findOrderByCode: findOrderByCodeEndpoint,
  businessOrderInfo: businessOrderInfoEndpoint,
  uploadLuggagePhoto: uploadLuggagePhotoEndpoint,
  orderStore: orderStoreEndpoint,
  walkInQuote: walkInQuoteEndpoint,
  walkIn: walkInEndpoint,
  businessToday: businessTodayEndpoint,
  confirmOpen: confirmOpenEndpoint,
  shopSettings: shopSettingsEndpoint,
  updateShopHours: updateShopHoursEndpoint,
  updateShopCapacity: updateShopCapacityEndpoint,
  setShopClosure: setShopClosureEndpoint,
  decideApplication: decideApplicationEndpoint,
  businessOrderList: businessOrderListEndpoint,
  businessConsumeList: businessConsumeListEndpoint,
  businessSummary: businessSummaryEndpoint,
  businessStatistic: businessStatisticEndpoint,
} as const;

/** The same endpoints as a list. */
export const endpointList = Object.values(endpoints);
