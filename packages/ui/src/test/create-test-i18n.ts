import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_NAMESPACE, uiLocales, type UiLanguage } from '../locales';

/** A fresh, synchronously initialised i18next instance holding the `ui` namespace in every language. */
export function createTestI18n(lng: UiLanguage = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: [UI_NAMESPACE],
    defaultNS: UI_NAMESPACE,
    resources: Object.fromEntries(
      Object.entries(uiLocales).map(([language, messages]) => [language, { [UI_NAMESPACE]: messages }]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
