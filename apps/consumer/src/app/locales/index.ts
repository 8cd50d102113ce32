import { placeSearchLocales } from '../../features/place-search/place-search-locales';
import { en } from './en';
import { zhCN } from './zh-cn';

/** The consumer app's namespaces for createI18n. */
export const consumerLocales = {
  consumer: { en, 'zh-CN': zhCN },
  ...placeSearchLocales,
};
