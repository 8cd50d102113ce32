import * as account from '../../features/business-account/business-account-locales';
import { en } from './en';
import { zhCN } from './zh-cn';

/**
 * The namespaces bundled with the app's entry: the app's own ('business': titles, navigation) and the
 * account's (the login and the staff screens). Every other namespace is in lazyBusinessLocales.
 */
export const firstScreenLocales = {
  business: { en, 'zh-CN': zhCN },
  account: { en: account.en, 'zh-CN': account.zhCN },
};
