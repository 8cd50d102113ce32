import { en } from './en';
import { zhCN } from './zh-cn';

export type { UiMessages } from './en';

/** The i18next namespace every @luggage/ui component translates from. */
export const UI_NAMESPACE = 'ui';

/**
 * Resources of the `ui` namespace, keyed by language. Apps register them, e.g.
 * `i18n.addResourceBundle('zh-CN', UI_NAMESPACE, uiLocales['zh-CN'])`, or put them under
 * `resources[lng].ui` when calling `i18n.init`.
 */
export const uiLocales = { en, 'zh-CN': zhCN } as const;

/** A language @luggage/ui ships texts for. */
export type UiLanguage = keyof typeof uiLocales;
