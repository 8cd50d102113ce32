import { nearbyMapLocales } from '../../features/nearby-map/nearby-map-locales';
import { placeSearchLocales } from '../../features/place-search/place-search-locales';
import { shopCardLocales } from '../../features/shop-card/shop-card-locales';
import { couponTermsLocales } from '../../shared/coupons/coupon-terms-locales';
import { relativeDayLocales } from '../../shared/dates/relative-day-locales';
import { shopFactsLocales } from '../../shared/shop-facts/shop-facts-locales';
import { en } from './en';
import { zhCN } from './zh-cn';

/**
 * The namespaces bundled with the app's entry: the app's own ('consumer': titles, the home), what the home
 * shows (place search, the nearby map and list, the shop card and its facts), and the two whose texts
 * helper functions write with their caller's `t` (relative days, coupon terms), which a screen cannot ask
 * for by name. Every other namespace is in lazyConsumerLocales.
 */
export const firstScreenLocales = {
  consumer: { en, 'zh-CN': zhCN },
  ...placeSearchLocales,
  ...nearbyMapLocales,
  ...shopCardLocales,
  ...shopFactsLocales,
  ...relativeDayLocales,
  ...couponTermsLocales,
};
