import '@luggage/ui/theme.css';
import { mountApp } from '@luggage/app-shell/providers';
import { firstScreenLocales } from './app/locales/first-screen-locales';
import { lazyBusinessLocales } from './app/locales/lazy-locales';
import { businessRoutes } from './app/routes';

mountApp({
  routes: businessRoutes,
  locales: firstScreenLocales,
  lazyLocales: lazyBusinessLocales,
  hosts: { production: import.meta.env.VITE_API_HOST, staging: import.meta.env.VITE_API_STAGING_HOST },
  app: 'business',
  build: import.meta.env.VITE_BUILD_VERSION,
});
