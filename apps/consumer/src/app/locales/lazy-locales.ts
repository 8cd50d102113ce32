import type { LazyLocales } from '@luggage/app-shell/i18n';

/**
 * The namespaces left out of the entry (see firstScreenLocales): each is its own chunk, loaded when a screen
 * first asks for it by name (useTranslation) and preloaded once the first screen is up (mountApp).
 */
export const lazyConsumerLocales = {
  booking: async () => (await import('../../features/booking/booking-locales')).bookingLocales.booking,
  callShop: async () => (await import('../../shared/call-shop/call-shop-locales')).callShopLocales.callShop,
  cancellation: async () => (await import('../../features/cancellation/cancellation-locales')).cancellationLocales.cancellation,
  changeShop: async () => (await import('../../features/change-shop/change-shop-locales')).changeShopLocales.changeShop,
  cityPicker: async () => (await import('../../features/city-picker/city-picker-locales')).cityPickerLocales.cityPicker,
  combo: async () => (await import('../../features/combo/combo-locales')).comboLocales.combo,
  comments: async () => (await import('../../features/comments/comments-locales')).commentsLocales.comments,
  countryPicker: async () => (await import('../../features/country-picker/country-picker-locales')).countryPickerLocales.countryPicker,
  coupons: async () => (await import('../../features/coupons/coupons-locales')).couponsLocales.coupons,
  infoPages: async () => (await import('../../features/info-pages/info-pages-locales')).infoPagesLocales.infoPages,
  invoice: async () => (await import('../../features/invoice/invoice-locales')).invoiceLocales.invoice,
  login: async () => (await import('../../features/login/login-locales')).loginLocales.login,
  orderEdit: async () => (await import('../../features/order-edit/order-edit-locales')).orderEditLocales.orderEdit,
  orderExtension: async () => (await import('../../features/orders/extension-locales')).extensionLocales.orderExtension,
  orderScreens: async () => (await import('../../shared/orders/order-screens-locales')).orderScreensLocales.orderScreens,
  orders: async () => (await import('../../features/orders/orders-locales')).ordersLocales.orders,
  paySheet: async () => (await import('../../shared/payment/pay-sheet-locales')).paySheetLocales.paySheet,
  payment: async () => (await import('../../features/payment/payment-locales')).paymentLocales.payment,
  review: async () => (await import('../../features/review/review-locales')).reviewLocales.review,
  rewardPaging: async () => (await import('../../features/rewards/rewards-locales')).rewardsLocales.rewardPaging,
  rewards: async () => (await import('../../features/rewards/rewards-locales')).rewardsLocales.rewards,
  shopDetail: async () => (await import('../../features/shop-detail/shop-detail-locales')).shopDetailLocales.shopDetail,
  supportContact: async () => (await import('../../shared/support-contact/support-contact-locales')).supportContactLocales.supportContact,
  userCentre: async () => (await import('../../features/user-centre/user-centre-locales')).userCentreLocales.userCentre,
  verify: async () => (await import('../../features/verify/verify-locales')).verifyLocales.verify,
  voucher: async () => (await import('../../features/voucher/voucher-locales')).voucherLocales.voucher,
  wechatAuth: async () => (await import('../../features/wechat-auth/wechat-auth-locales')).wechatAuthLocales.wechatAuth,
  wechatShare: async () => (await import('../../features/wechat-share/wechat-share-locales')).wechatShareLocales.wechatShare,
  withdrawalPaging: async () => (await import('../../features/rewards/rewards-locales')).rewardsLocales.withdrawalPaging,
} satisfies LazyLocales;
