import type { LazyLocales } from '@luggage/app-shell/i18n';
import type { lazyLocaleTexts } from './lazy-locale-texts';

/** Loads one namespace from the chunk of all lazy texts (lazy-locale-texts.ts), fetched once for them all. */
const load = (namespace: keyof typeof lazyLocaleTexts) => async () => (await import('./lazy-locale-texts')).lazyLocaleTexts[namespace];

/**
 * The namespaces left out of the entry (see firstScreenLocales), loaded when a screen first asks for one by
 * name (useTranslation) and preloaded once the first screen is up (mountApp).
 */
export const lazyConsumerLocales = {
  booking: load('booking'),
  callShop: load('callShop'),
  cancellation: load('cancellation'),
  changeShop: load('changeShop'),
  cityPicker: load('cityPicker'),
  combo: load('combo'),
  comments: load('comments'),
  countryPicker: load('countryPicker'),
  coupons: load('coupons'),
  infoPages: load('infoPages'),
  invoice: load('invoice'),
  login: load('login'),
  orderEdit: load('orderEdit'),
  orderExtension: load('orderExtension'),
  orderScreens: load('orderScreens'),
  orders: load('orders'),
  paySheet: load('paySheet'),
  payment: load('payment'),
  review: load('review'),
  rewardPaging: load('rewardPaging'),
  rewards: load('rewards'),
  shopDetail: load('shopDetail'),
  supportContact: load('supportContact'),
  userCentre: load('userCentre'),
  verify: load('verify'),
  voucher: load('voucher'),
  wechatAuth: load('wechatAuth'),
  wechatShare: load('wechatShare'),
  withdrawalPaging: load('withdrawalPaging'),
} satisfies LazyLocales;
