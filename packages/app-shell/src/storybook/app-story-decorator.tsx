import { createAppStore } from '@luggage/api/store';
import type { Decorator } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
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
 * What a story's `parameters` tell its frame (beside Storybook's own `layout` and msw-storybook-addon's `msw`).
 */
export interface AppStoryParameters {
  /** The story's app texts, e.g. `consumerLocales`. */
  locales?: AppLocales;
  /** The story renders in a router at this path, e.g. '/login' (a component with links or search params). */
  route?: string;
  /** The style of a box around the story, e.g. {@link PHONE_FRAME}. */
  frame?: CSSProperties;
}

/** A phone's width (390 px, the apps' design width): `parameters: { frame: PHONE_FRAME }`. */
export const PHONE_FRAME: CSSProperties = { maxWidth: 390 };

/** A phone's width on the page's grey, for white cards: `parameters: { frame: PHONE_PAGE_FRAME }`. */
export const PHONE_PAGE_FRAME: CSSProperties = { ...PHONE_FRAME, background: 'var(--lg-color-background)' };

/** The frame's box and router around the story, as its parameters ask. */
function StoryPlace({ route, frame, children }: Omit<AppStoryParameters, 'locales'> & { children: ReactNode }) {
  const framed = frame ? <div style={frame}>{children}</div> : children;
  return route === undefined ? framed : <MemoryRouter initialEntries={[route]}>{framed}</MemoryRouter>;
}

/**
 * The frame of every story, in the designers' Storybook and in story tests alike: the apps' providers
 * with a fresh store (HTTP answered by MSW) and the language of the `locale` global, mirrored on
 * <html lang>; inside, the router and box the story's {@link AppStoryParameters} ask for. A story brings its
 * app's texts with `parameters: { locales: businessLocales }`.
 */
export const withAppFrame: Decorator = (Story, { globals, parameters }) => {
  const locale = LANGUAGES.includes(globals.locale as Language) ? (globals.locale as Language) : 'en';
  const { locales, route, frame } = parameters as AppStoryParameters;
  return (
    <StoryFrame locale={locale} locales={locales}>
      <StoryPlace route={route} frame={frame}>
        <Story />
      </StoryPlace>
    </StoryFrame>
  );
};
