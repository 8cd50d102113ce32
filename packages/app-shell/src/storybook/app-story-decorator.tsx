import { createAppStore } from '@luggage/api/store';
import type { Decorator } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { createI18n, LANGUAGES, type AppLocales, type Language } from '../i18n';
import { AppProviders } from '../providers';

/** One i18next instance per language with the shared namespaces (ui, api, shell). */
const i18nByLocale = Object.fromEntries(LANGUAGES.map((lng) => [lng, createI18n({}, { language: lng })])) as Record<
  Language,
  i18n
>;

/** Adds a story's own namespaces (`parameters.locales`, e.g. an app's `businessLocales`) once. */
function registerLocales(instance: i18n, locales: AppLocales | undefined): void {
  for (const [namespace, texts] of Object.entries(locales ?? {})) {
    for (const language of LANGUAGES) {
      if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, texts[language]);
    }
  }
}

function StoryFrame({ locale, locales, children }: { locale: Language; locales?: AppLocales; children: ReactNode }) {
  const instance = i18nByLocale[locale];
  registerLocales(instance, locales);
  const [store] = useState(() => createAppStore());
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <AppProviders store={store} i18n={instance}>
      {children}
    </AppProviders>
  );
}

/**
 * The frame of every story, in the designers' Storybook and in story tests alike: the apps' providers
 * with a fresh store (HTTP answered by MSW) and the language of the `locale` global, mirrored on
 * <html lang>. A story brings its app's texts with `parameters: { locales: businessLocales }`.
 */
export const withAppFrame: Decorator = (Story, { globals, parameters }) => {
  const locale = LANGUAGES.includes(globals.locale as Language) ? (globals.locale as Language) : 'en';
  return (
    <StoryFrame locale={locale} locales={parameters.locales as AppLocales | undefined}>
      <Story />
    </StoryFrame>
  );
};
