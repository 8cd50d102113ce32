import * as counter from '../../features/counter/counter-locales';
import * as reports from '../../features/reports/reports-locales';
import * as requests from '../../features/requests/requests-locales';
import * as reviews from '../../features/reviews/reviews-locales';
import * as shopDay from '../../features/shop-day/shop-day-locales';
import { firstScreenLocales } from './first-screen-locales';

/**
 * Every namespace of the business app (the app's own and one per feature), all bundled: for tests and
 * stories. The app itself starts with firstScreenLocales and loads the rest as lazyBusinessLocales (main.tsx).
 */
export const businessLocales = {
  ...firstScreenLocales,
  counter: { en: counter.en, 'zh-CN': counter.zhCN },
  shopDay: { en: shopDay.en, 'zh-CN': shopDay.zhCN },
  reports: { en: reports.en, 'zh-CN': reports.zhCN },
  requests: { en: requests.en, 'zh-CN': requests.zhCN },
  reviews: { en: reviews.en, 'zh-CN': reviews.zhCN },
};
