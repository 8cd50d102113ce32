import * as account from '../../features/business-account/business-account-locales';
import * as counter from '../../features/counter/counter-locales';
import * as reports from '../../features/reports/reports-locales';
import * as requests from '../../features/requests/requests-locales';
import * as reviews from '../../features/reviews/reviews-locales';
import * as shopDay from '../../features/shop-day/shop-day-locales';
import { en } from './en';
import { zhCN } from './zh-cn';

/** The business app's namespaces for createI18n: the app's own and one per feature. */
export const businessLocales = {
  business: { en, 'zh-CN': zhCN },
  account: { en: account.en, 'zh-CN': account.zhCN },
  counter: { en: counter.en, 'zh-CN': counter.zhCN },
  shopDay: { en: shopDay.en, 'zh-CN': shopDay.zhCN },
  reports: { en: reports.en, 'zh-CN': reports.zhCN },
  requests: { en: requests.en, 'zh-CN': requests.zhCN },
  reviews: { en: reviews.en, 'zh-CN': reviews.zhCN },
};
