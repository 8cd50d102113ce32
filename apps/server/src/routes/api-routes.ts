import type { ApiRoute } from '../http/define-route';
import { claimCouponRoute } from './act/claim-coupon';
import { claimShareCouponRoute } from './act/claim-share-coupon';
import { couponInfoRoute } from './act/coupon-info';
import { shareActivityRoute } from './act/share-activity';
import { comboListRoute } from './act/combo-list';
import { comboInfoRoute } from './act/combo-info';
import { comboBuyRoute } from './act/combo-buy';
import { comboOrderListRoute } from './act/combo-order-list';
import { comboOrderInfoRoute } from './act/combo-order-info';
import { comboPayInfoRoute } from './act/combo-pay-info';
import { comboPayNotifyRoute } from './act/combo-pay-notify';
import { comboPayCancelRoute } from './act/combo-pay-cancel';
import { comboRefundRoute } from './act/combo-refund';
import { userCouponsRoute } from './act/user-coupons';
import { wxLinkRoute } from './act/wx-link';
import { acceptInviteRoute } from './business/accept-invite';
import { businessConsumeListRoute } from './business/business-consume-list';
import { businessInfoRoute } from './business/business-info';
import { businessLoginRoute } from './business/business-login';
import { businessLogoutRoute } from './business/business-logout';
import { businessOrderInfoRoute } from './business/business-order-info';
import { businessOrderListRoute } from './business/business-order-list';
import { businessReviewListRoute } from './business/business-review-list';
import { businessStatisticRoute } from './business/business-statistic';
import { owedRefundsRoute } from './business/owed-refunds';
import { businessSummaryRoute } from './business/business-summary';
import { businessTodayRoute } from './business/business-today';
import { confirmOpenRoute } from './business/confirm-open';
import { decideApplicationRoute } from './business/decide-application';
import { findOrderByCodeRoute } from './business/find-order-by-code';
import { inviteStaffRoute } from './business/invite-staff';
import { orderStoreRoute } from './business/order-store';
import { removeStaffRoute } from './business/remove-staff';
import { replyReviewRoute } from './business/reply-review';
import { setShopClosureRoute } from './business/set-shop-closure';
import { shopSettingsRoute } from './business/shop-settings';
import { staffListRoute } from './business/staff-list';
import { updateShopCapacityRoute } from './business/update-shop-capacity';
import { updateShopHoursRoute } from './business/update-shop-hours';
import { uploadLuggagePhotoRoute } from './business/upload-luggage-photo';
import { walkInRoute } from './business/walk-in';
import { walkInQuoteRoute } from './business/walk-in-quote';
import { cityListRoute } from './city/city-list';
import { citySearchRoute } from './city/city-search';
import { contentPageRoute } from './content/content-page';
import { emailOutboxRoute } from './dev/email-outbox';
import { smsOutboxRoute } from './dev/sms-outbox';
import { devClockRoute } from './dev/dev-clock';
import { invoiceInfoRoute } from './user/invoice-info';
import { requestInvoiceRoute } from './user/request-invoice';
import { addOrderRoute } from './order/add-order';
import { applyCancelRoute } from './order/apply-cancel';
import { applyReasonRoute } from './order/apply-reason';
import { cancelApplyRoute } from './order/cancel-apply';
import { cancelEditRoute } from './order/cancel-edit';
import { cancelOrderRoute } from './order/cancel-order';
import { checkoutRoute } from './order/checkout';
import { changeStoreRoute } from './order/change-store';
import { editOrderRoute } from './order/edit-order';
import { orderInfoRoute } from './order/order-info';
import { orderListRoute } from './order/order-list';
import { reviewOrderRoute } from './order/review-order';
import { callBindRoute } from './private/call-bind';
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
import { storeCommentsRoute } from './store/store-comments';
import { storeInfoV2Route } from './store/store-info-v2';
import { storeInfoV3Route } from './store/store-info-v3';
import { storeInventoryRoute } from './store/store-inventory';
import { clientConfigRoute } from './system/client-config';
import { healthRoute } from './system/health';
import { readyRoute } from './system/ready';
import { loginRoute } from './user/login';
import { logoutRoute } from './user/logout';
import { sendSmsCodeRoute } from './user/send-sms-code';
import { clientLogRoute } from './user/client-log';
import { clientLogEntriesRoute } from './dev/client-log-entries';
import { consumeOrderListRoute } from './user/consume-order-list';
import { returnRecordRoute } from './user/return-record';
import { rewardListRoute } from './user/reward-list';
import { withdrawRoute } from './user/withdraw';
import { withdrawListRoute } from './user/withdraw-list';
import { updateNameRoute } from './user/update-name';
import { verifyIdentityRoute } from './user/verify-identity';
import { verifyListRoute } from './user/verify-list';
import { userInfoRoute } from './user/user-info';
import { wechatOpenidRoute } from './user/wechat-openid';
import { wechatQrcodeRoute } from './user/wechat-qrcode';
import { wxTicketRoute } from './wx/wx-ticket';

/** The route of every contract endpoint, one each (the outbox's and the sandbox's only on servers using them). */
export const apiRoutes: readonly ApiRoute[] = [
  healthRoute,
  readyRoute,
  clientConfigRoute,
  cityListRoute,
  citySearchRoute,
  searchByCoordinateRoute,
  searchByNameRoute,
  storeInfoV2Route,
  storeInfoV3Route,
  storeInventoryRoute,
  storeBusinessTimeRoute,
  storeCommentsRoute,
  placeSearchRoute,
  reverseGeocodeRoute,
  contentPageRoute,
  wxLinkRoute,
  userCouponsRoute,
  couponInfoRoute,
  claimCouponRoute,
  shareActivityRoute,
  claimShareCouponRoute,
  comboListRoute,
  comboInfoRoute,
  comboBuyRoute,
  comboOrderListRoute,
  comboOrderInfoRoute,
  comboPayInfoRoute,
  comboPayNotifyRoute,
  comboPayCancelRoute,
  comboRefundRoute,
  wechatOpenidRoute,
  wechatQrcodeRoute,
  wxTicketRoute,
  sendSmsCodeRoute,
  clientLogRoute,
  clientLogEntriesRoute,
  loginRoute,
  logoutRoute,
  userInfoRoute,
  consumeOrderListRoute,
  smsOutboxRoute,
  emailOutboxRoute,
  devClockRoute,
  checkoutRoute,
  addOrderRoute,
  orderListRoute,
  orderInfoRoute,
  applyCancelRoute,
  cancelApplyRoute,
  applyReasonRoute,
  editOrderRoute,
  changeStoreRoute,
  cancelEditRoute,
  reviewOrderRoute,
  callBindRoute,
  invoiceInfoRoute,
  requestInvoiceRoute,
  rewardListRoute,
  returnRecordRoute,
  withdrawRoute,
  withdrawListRoute,
  verifyListRoute,
  updateNameRoute,
  verifyIdentityRoute,
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
  owedRefundsRoute,
  decideApplicationRoute,
  businessReviewListRoute,
  replyReviewRoute,
];
