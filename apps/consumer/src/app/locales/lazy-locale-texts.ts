import { bookingLocales } from '../../features/booking/booking-locales';
import { cancellationLocales } from '../../features/cancellation/cancellation-locales';
import { changeShopLocales } from '../../features/change-shop/change-shop-locales';
import { cityPickerLocales } from '../../features/city-picker/city-picker-locales';
import { commentsLocales } from '../../features/comments/comments-locales';
import { comboLocales } from '../../features/combo/combo-locales';
import { couponsLocales } from '../../features/coupons/coupons-locales';
import { countryPickerLocales } from '../../features/country-picker/country-picker-locales';
import { invoiceLocales } from '../../features/invoice/invoice-locales';
import { infoPagesLocales } from '../../features/info-pages/info-pages-locales';
import { loginLocales } from '../../features/login/login-locales';
import { orderEditLocales } from '../../features/order-edit/order-edit-locales';
import { ordersLocales } from '../../features/orders/orders-locales';
import { extensionLocales } from '../../features/orders/extension-locales';
import { paymentLocales } from '../../features/payment/payment-locales';
import { rewardsLocales } from '../../features/rewards/rewards-locales';
import { reviewLocales } from '../../features/review/review-locales';
import { shopDetailLocales } from '../../features/shop-detail/shop-detail-locales';
import { userCentreLocales } from '../../features/user-centre/user-centre-locales';
import { verifyLocales } from '../../features/verify/verify-locales';
import { voucherLocales } from '../../features/voucher/voucher-locales';
import { wechatAuthLocales } from '../../features/wechat-auth/wechat-auth-locales';
import { wechatShareLocales } from '../../features/wechat-share/wechat-share-locales';
import { callShopLocales } from '../../shared/call-shop/call-shop-locales';
import { paySheetLocales } from '../../shared/payment/pay-sheet-locales';
import { orderScreensLocales } from '../../shared/orders/order-screens-locales';
import { supportContactLocales } from '../../shared/support-contact/support-contact-locales';

/**
 * The texts of every namespace left out of the entry (lazyConsumerLocales), in one module and so one chunk:
 * a screen that waits for them makes one request instead of one per namespace (about 30, which a phone on
 * HTTP/1.1 fetches six at a time, and each import also adds its preload links to the page).
 */
export const lazyLocaleTexts = {
  ...changeShopLocales,
  ...infoPagesLocales,
  ...cityPickerLocales,
  ...supportContactLocales,
  ...shopDetailLocales,
  ...loginLocales,
  ...countryPickerLocales,
  ...userCentreLocales,
  ...bookingLocales,
  ...ordersLocales,
  ...extensionLocales,
  ...couponsLocales,
  ...comboLocales,
  ...callShopLocales,
  ...paymentLocales,
  ...paySheetLocales,
  ...voucherLocales,
  ...orderScreensLocales,
  ...cancellationLocales,
  ...orderEditLocales,
  ...reviewLocales,
  ...wechatAuthLocales,
  ...wechatShareLocales,
  ...commentsLocales,
  ...invoiceLocales,
  ...rewardsLocales,
  ...verifyLocales,
};
