import './app-layout.css';
import { configureApiHosts, type ApiHosts } from '@luggage/api/client';
import { createAppStore } from '@luggage/api/store';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider, type RouteObject } from 'react-router';
import { installClientLog } from '../client-log/install-client-log';
import { createI18n, preloadLazyLocales, type AppLocales, type LazyLocales } from '../i18n';
import { RouteLoading } from '../routing/route-loading';
import { AppProviders } from './app-providers';
import { onFirstInteraction } from './on-first-interaction';
import { routesWithPrefetch } from './routes-with-prefetch';
import { routesWithTexts } from './routes-with-texts';

/** What an app starts with: its routes and texts, the API hosts, and which app of which build it is (for its client log). */
export interface MountAppOptions {
  routes: RouteObject[];
  /** The texts of the first screens, bundled with the entry. */
  locales: AppLocales;
  /** The other screens' texts, each loaded when first needed and all on the first touch, key or wheel. */
  lazyLocales?: LazyLocales;
  hosts: ApiHosts;
  app: 'consumer' | 'business';
  /** The version the app was built as (VITE_BUILD_VERSION). */
  build: string;
}

/**
 * Starts an app in #root: API hosts, store, client log (POST /api/user/log/), i18n (the lazy texts preloaded on the
 * first interaction) and a hash router over its routes, whose screens' prefetches start with their navigation
 * (ScreenHandle.prefetch).
 */
export function mountApp({ routes, locales, lazyLocales = {}, hosts, app, build }: MountAppOptions): void {
  configureApiHosts(hosts);
  const store = createAppStore();
  installClientLog({ app, build, hosts, uniq: () => store.getState().session.uniq });
  const i18n = createI18n(locales, { lazyLocales });
  const loadTexts = () => preloadLazyLocales(i18n, lazyLocales);
  const router = createHashRouter(routesWithPrefetch(routesWithTexts(routes, loadTexts), store));
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <Suspense fallback={<RouteLoading />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </StrictMode>,
  );
  // The other screens' texts (both languages, ~20 KiB compressed) as the person reaches for something: a dialog
  // of a first screen then rarely waits for them, and another screen loads them beside its code either way.
  onFirstInteraction(() => void loadTexts());
}
