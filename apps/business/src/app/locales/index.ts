import { en } from './en';
import { zhCN } from './zh-cn';

/** The business app's namespaces for createI18n. */
export const businessLocales = { business: { en, 'zh-CN': zhCN } };
