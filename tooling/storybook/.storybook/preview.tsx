import '@luggage/ui/theme.css';
import { UI_NAMESPACE, uiLocales, type UiLanguage } from '@luggage/ui/locales';
import type { Decorator, Preview } from '@storybook/react-vite';
import i18next, { type i18n } from 'i18next';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

const LOCALES = Object.keys(uiLocales) as UiLanguage[];

/** One synchronously initialised i18next instance per language, holding every registered namespace. */
function createI18n(lng: UiLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    ns: [UI_NAMESPACE],
    defaultNS: UI_NAMESPACE,
    resources: Object.fromEntries(LOCALES.map((language) => [language, { [UI_NAMESPACE]: uiLocales[language] }])),
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

const i18nByLocale = Object.fromEntries(LOCALES.map((lng) => [lng, createI18n(lng)])) as Record<UiLanguage, i18n>;

/** Provides the chosen language and mirrors it on <html lang> so CJK text picks the right font. */
function LocaleProvider({ locale, children }: { locale: UiLanguage; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <I18nextProvider i18n={i18nByLocale[locale]}>{children}</I18nextProvider>;
}

const withLocale: Decorator = (Story, { globals }) => {
  const locale = LOCALES.includes(globals.locale as UiLanguage) ? (globals.locale as UiLanguage) : 'en';
  return (
    <LocaleProvider locale={locale}>
      <Story />
    </LocaleProvider>
  );
};

const preview: Preview = {
  decorators: [withLocale],
  // Starts Mock Service Worker once; stories mock HTTP with `parameters: { msw: [http.get(...)] }`.
  loaders: [mswLoader()],
  globalTypes: {
    locale: {
      description: 'Language of the UI texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh-CN', title: '简体中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // A mobile web app: stories open in a large-phone viewport (414 × 896).
  initialGlobals: { locale: 'en', viewport: { value: 'mobile2', isRotated: false } },
  parameters: { layout: 'centered' },
};

export default preview;
