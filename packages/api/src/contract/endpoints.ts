import { claimCouponEndpoint } from './act/claim-coupon';
import { claimShareCouponEndpoint } from './act/claim-share-coupon';
import { couponInfoEndpoint } from './act/coupon-info';
import { shareActivityEndpoint } from './act/share-activity';
import { userCouponsEndpoint } from './act/user-coupons';
import { wxLinkEndpoint } from './act/wx-link';
import { comboBuyEndpoint } from './combo/combo-buy';
import { comboInfoEndpoint } from './combo/combo-info';
import { comboListEndpoint } from './combo/combo-list';
import { comboOrderInfoEndpoint } from './combo/combo-order-info';
import { comboOrderListEndpoint } from './combo/combo-order-list';
import { comboPayCancelEndpoint } from './combo/combo-pay-cancel';
import { comboPayInfoEndpoint } from './combo/combo-pay-info';
import { comboPayNotifyEndpoint } from './combo/combo-pay-notify';
import { comboRefundEndpoint } from './combo/combo-refund';
import { acceptInviteEndpoint } from './business/accept-invite';
import { businessConsumeListEndpoint } from './business/business-consume-list';
import { businessInfoEndpoint } from './business/business-info';
import { businessLoginEndpoint } from './business/business-login';
import { businessLogoutEndpoint } from './business/business-logout';
import { businessOrderInfoEndpoint } from './business/business-order-info';
import { businessOrderListEndpoint } from './business/business-order-list';
import { businessReviewListEndpoint } from './business/business-review-list';
import { businessStatisticEndpoint } from './business/business-statistic';
import { businessSummaryEndpoint } from './business/business-summary';
import { businessTodayEndpoint } from './business/business-today';
import { confirmOpenEndpoint } from './business/confirm-open';
import { decideApplicationEndpoint } from './business/decide-application';
import { findOrderByCodeEndpoint } from './business/find-order-by-code';
import { inviteStaffEndpoint } from './business/invite-staff';
import { orderStoreEndpoint } from './business/order-store';
import { removeStaffEndpoint } from './business/remove-staff';
import { replyReviewEndpoint } from './business/reply-review';
import { setShopClosureEndpoint } from './business/set-shop-closure';
import { shopSettingsEndpoint } from './business/shop-settings';
import { staffListEndpoint } from './business/staff-list';
import { owedRefundsEndpoint } from './business/owed-refunds';
import { updateShopCapacityEndpoint } from './business/update-shop-capacity';
import { updateShopHoursEndpoint } from './business/update-shop-hours';
import { uploadLuggagePhotoEndpoint } from './business/upload-luggage-photo';
import { walkInEndpoint } from './business/walk-in';
import { walkInQuoteEndpoint } from './business/walk-in-quote';
import { cityListEndpoint } from './city/city-list';
import { citySearchEndpoint } from './city/city-search';
import { contentPageEndpoint } from './content/content-page';
import { emailOutboxEndpoint } from './dev/email-outbox';
import { smsOutboxEndpoint } from './dev/sms-outbox';
import { devClockEndpoint } from './dev/dev-clock';
import { clientLogEntriesEndpoint } from './dev/client-log-entries';
import type { Endpoint } from './endpoint';
import { addOrderEndpoint } from './order/add-order';
import { applyCancelEndpoint } from './order/apply-cancel';
import { applyReasonEndpoint } from './order/apply-reason';
import { cancelApplyEndpoint } from './order/cancel-apply';
import { cancelEditEndpoint } from './order/cancel-edit';
import { cancelOrderEndpoint } from './order/cancel-order';
import { checkoutEndpoint } from './order/checkout';
import { changeStoreEndpoint } from './order/change-store';
import { editOrderEndpoint } from './order/edit-order';
import { orderInfoEndpoint } from './order/order-info';
import { orderListEndpoint } from './order/order-list';
import { reviewOrderEndpoint } from './order/review-order';
import { callBindEndpoint } from './private/call-bind';
import { invoiceInfoEndpoint } from './user/invoice-info';
import { requestInvoiceEndpoint } from './user/request-invoice';
import { payCancelEndpoint } from './pay/pay-cancel';
import { payInfoEndpoint } from './pay/pay-info';
import { payNotifyEndpoint } from './pay/pay-notify';
import { payResultEndpoint } from './pay/pay-result';
import { sandboxPayEndpoint } from './pay/sandbox-pay';
import { placeSearchEndpoint } from './place/place-search';
import { reverseGeocodeEndpoint } from './place/reverse-geocode';
import { storeSearchByCoordinateEndpoint } from './store/search-by-coordinate';
import { storeSearchByNameEndpoint } from './store/search-by-name';
import { storeBusinessTimeEndpoint } from './store/store-business-time';
import { storeCommentsEndpoint } from './store/store-comments';
import { storeInfoV2Endpoint } from './store/store-info-v2';
import { storeInfoV3Endpoint } from './store/store-info-v3';
import { storeInventoryEndpoint } from './store/store-inventory';
import { clientConfigEndpoint } from './system/client-config';
import { healthEndpoint } from './system/health';
import { readyEndpoint } from './system/ready';
import { loginEndpoint } from './user/login';
import { logoutEndpoint } from './user/logout';
import { sendSmsCodeEndpoint } from './user/send-sms-code';
import { consumeOrderListEndpoint } from './user/consume-order-list';
import { userInfoEndpoint } from './user/user-info';
import { wechatOpenidEndpoint } from './user/wechat-openid';
import { wechatQrcodeEndpoint } from './user/wechat-qrcode';
import { rewardListEndpoint } from './user/reward-list';
import { returnRecordEndpoint } from './user/return-record';
import { withdrawListEndpoint } from './user/withdraw-list';
import { withdrawEndpoint } from './user/withdraw';
import { verifyListEndpoint } from './user/verify-list';
import { updateNameEndpoint } from './user/update-name';
import { verifyIdentityEndpoint } from './user/verify-identity';
import { clientLogEndpoint } from './user/client-log';
import { wxTicketEndpoint } from './wx/wx-ticket';

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
  storeComments: storeCommentsEndpoint,
  placeSearch: placeSearchEndpoint,
  reverseGeocode: reverseGeocodeEndpoint,
  sendSmsCode: sendSmsCodeEndpoint,
  login: loginEndpoint,
  logout: logoutEndpoint,
  userInfo: userInfoEndpoint,
  smsOutbox: smsOutboxEndpoint,
  emailOutbox: emailOutboxEndpoint,
  devClock: devClockEndpoint,
  clientLog: clientLogEndpoint,
  clientLogEntries: clientLogEntriesEndpoint,
  checkout: checkoutEndpoint,
  addOrder: addOrderEndpoint,
  orderList: orderListEndpoint,
  consumeOrderList: consumeOrderListEndpoint,
  orderInfo: orderInfoEndpoint,
  cancelOrder: cancelOrderEndpoint,
  applyCancel: applyCancelEndpoint,
  cancelApply: cancelApplyEndpoint,
  applyReason: applyReasonEndpoint,
  editOrder: editOrderEndpoint,
  cancelEdit: cancelEditEndpoint,
  changeStore: changeStoreEndpoint,
  reviewOrder: reviewOrderEndpoint,
  callBind: callBindEndpoint,
  invoiceInfo: invoiceInfoEndpoint,
  requestInvoice: requestInvoiceEndpoint,
  payInfo: payInfoEndpoint,
  payResult: payResultEndpoint,
  payNotify: payNotifyEndpoint,
  payCancel: payCancelEndpoint,
  sandboxPay: sandboxPayEndpoint,
  health: healthEndpoint,
  ready: readyEndpoint,
  clientConfig: clientConfigEndpoint,
  contentPage: contentPageEndpoint,
  wxLink: wxLinkEndpoint,
  userCoupons: userCouponsEndpoint,
  couponInfo: couponInfoEndpoint,
  claimCoupon: claimCouponEndpoint,
  shareActivity: shareActivityEndpoint,
  claimShareCoupon: claimShareCouponEndpoint,
  comboList: comboListEndpoint,
  comboInfo: comboInfoEndpoint,
  comboBuy: comboBuyEndpoint,
  comboOrderList: comboOrderListEndpoint,
  comboOrderInfo: comboOrderInfoEndpoint,
  comboPayInfo: comboPayInfoEndpoint,
  comboPayNotify: comboPayNotifyEndpoint,
  comboPayCancel: comboPayCancelEndpoint,
  comboRefund: comboRefundEndpoint,
  wechatOpenid: wechatOpenidEndpoint,
  wechatQrcode: wechatQrcodeEndpoint,
  rewardList: rewardListEndpoint,
  returnRecord: returnRecordEndpoint,
  withdrawList: withdrawListEndpoint,
  withdraw: withdrawEndpoint,
  verifyList: verifyListEndpoint,
  updateName: updateNameEndpoint,
  verifyIdentity: verifyIdentityEndpoint,
  wxTicket: wxTicketEndpoint,
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
  owedRefunds: owedRefundsEndpoint,
  businessReviewList: businessReviewListEndpoint,
  replyReview: replyReviewEndpoint,
} as const;

/** The same endpoints as a list, each seen as any endpoint. */
export const endpointList: readonly Endpoint[] = Object.values(endpoints);
