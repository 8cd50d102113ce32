import { createAppStore, type AppStore } from '@luggage/api/store';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createI18n, type AppLocales, type Language } from '../i18n';
import { AppProviders } from '../providers';

export interface RenderRouteOptions {
  /** The hash path to open, e.g. '/shop/12?step=2'. */
  path: string;
  locales: AppLocales;
  language?: Language;
  store?: AppStore;
}

/**
 * Renders an app's real route table at a path with a real store and real i18n, as route tests need.
 * Returns Testing Library's result plus the store and router for assertions.
 */
export function renderRoute(routes: RouteObject[], options: RenderRouteOptions) {
  const store = options.store ?? createAppStore();
  const i18n = createI18n(options.locales, { language: options.language ?? 'en' });
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  const result = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router, i18n };
}
