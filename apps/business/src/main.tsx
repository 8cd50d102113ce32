// Before any schema of the contract is made (see the module).
import '@luggage/api/zod-without-eval';
import '@luggage/ui/theme.css';
import { mountApp } from '@luggage/app-shell/providers';
import { businessLocales } from './app/locales';
import { businessRoutes } from './app/routes';

mountApp({
  routes: businessRoutes,
  locales: businessLocales,
  hosts: { production: import.meta.env.VITE_API_HOST, staging: import.meta.env.VITE_API_STAGING_HOST },
  app: 'business',
  build: import.meta.env.VITE_BUILD_VERSION,
});
