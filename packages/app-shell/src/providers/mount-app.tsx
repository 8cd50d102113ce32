import './app-layout.css';
import { configureApiHosts, type ApiHosts } from '@luggage/api/client';
import { createAppStore } from '@luggage/api/store';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider, type RouteObject } from 'react-router';
import { installClientLog } from '../client-log/install-client-log';
import { createI18n, type AppLocales } from '../i18n';
import { AppProviders } from './app-providers';

/** What an app starts with: its routes and texts, the API hosts, and which app of which build it is (for its client log). */
export interface MountAppOptions {
  routes: RouteObject[];
  locales: AppLocales;
  hosts: ApiHosts;
  app: 'consumer' | 'business';
  /** The version the app was built as (VITE_BUILD_VERSION). */
  build: string;
}

/** Starts an app in #root: API hosts, store, client log (POST /api/user/log/), i18n and a hash router over its routes. */
export function mountApp({ routes, locales, hosts, app, build }: MountAppOptions): void {
  configureApiHosts(hosts);
  const store = createAppStore();
  installClientLog({ app, build, hosts, uniq: () => store.getState().session.uniq });
  const i18n = createI18n(locales);
  const router = createHashRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
