import { apiErrorLocales } from '@luggage/api/errors';
import { uiLocales } from '@luggage/ui/locales';
import { goodsLocales } from '../locales/goods-locales';
import { shellLocales } from '../locales/shell-locales';
import i18next, { type i18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, toSupportedLanguage, type Language } from './languages';

/** An app's own texts: namespace → language → keys. */
export type AppLocales = Record<string, Record<Language, Record<string, unknown>>>;

/**
 * Namespaces an app loads when a screen first needs them: namespace → a loader of its texts (a dynamic
 * import, so each is a chunk of its own, out of the first screen's JavaScript).
 */
export type LazyLocales = Record<string, () => Promise<Record<Language, Record<string, unknown>>>>;

/**
 * A ready i18next instance for an app: its own namespaces plus 'ui', 'api', 'shell' and 'goods' (the
 * goods' names both apps use). The language follows the browser (zh-* → Chinese, else English) until the
 * user picks one, which is remembered. The page's lang attribute follows the language, so screen readers
 * and the API's Accept-Language agree.
 *
 * `lazyLocales` are namespaces left out of the first screen: `useTranslation(namespace)` loads one when a
 * screen first asks for it (suspending that screen meanwhile: keep a Suspense boundary above the screens),
 * and `preloadLazyLocales` fetches them all once the first screen is up.
 */
export function createI18n(appLocales: AppLocales, options: { language?: Language; lazyLocales?: LazyLocales } = {}): i18n {
  const lazyLocales = options.lazyLocales ?? {};
  const namespaces: AppLocales = { ui: uiLocales, api: apiErrorLocales, shell: shellLocales, goods: goodsLocales, ...appLocales };
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    resources[language] = Object.fromEntries(Object.entries(namespaces).map(([ns, texts]) => [ns, texts[language]]));
  }
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .use(resourcesToBackend(async (language: Language, namespace: string) => (await lazyLocales[namespace]?.())?.[language]))
    .init({
      resources,
      // The bundled namespaces are all there at once; only the lazy ones go through the backend.
      partialBundledLanguages: true,
      lng: options.language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: 'en',
      ns: Object.keys(namespaces),
      defaultNS: Object.keys(appLocales)[0] ?? 'ui',
      interpolation: { escapeValue: false },
      initAsync: false,
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: (detected: string) => toSupportedLanguage(detected),
      },
    });
  return instance;
}

/** Loads every lazy namespace of `instance` (see createI18n), e.g. when the page is idle after its first screen. */
export function preloadLazyLocales(instance: i18n, lazyLocales: LazyLocales): Promise<void> {
  return instance.loadNamespaces(Object.keys(lazyLocales));
}
