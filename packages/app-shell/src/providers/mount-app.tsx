import './app-layout.css';
import { configureApiHosts, type ApiHosts } from '@luggage/api/client';
import { createAppStore } from '@luggage/api/store';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider, type RouteObject } from 'react-router';
import { createI18n, type AppLocales } from '../i18n';
import { AppProviders } from './app-providers';

/** Starts an app in #root: API hosts, store, i18n and a hash router over its routes. */
export function mountApp({ routes, locales, hosts }: { routes: RouteObject[]; locales: AppLocales; hosts: ApiHosts }): void {
  configureApiHosts(hosts);
  const store = createAppStore();
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
