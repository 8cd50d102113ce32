import { createAppStore, type AppStore } from '@luggage/api/store';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createI18n, type AppLocales, type Language } from '../i18n';
import { AppProviders } from '../providers';

export interface RenderWithAppOptions {
  locales: AppLocales;
  language?: Language;
  store?: AppStore;
}

/**
 * Renders an element inside the app's real providers (a real store and i18n with the app's texts),
 * as component and story tests need. Returns Testing Library's result plus the store and i18n.
 */
export function renderWithApp(element: ReactElement, options: RenderWithAppOptions) {
  const store = options.store ?? createAppStore();
  const i18n = createI18n(options.locales, { language: options.language ?? 'en' });
  const result = render(
    <AppProviders store={store} i18n={i18n}>
      {element}
    </AppProviders>,
  );
  return { ...result, store, i18n };
}
