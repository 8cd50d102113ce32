import '@luggage/ui/theme.css';
import './app/app.css';
import { mountApp } from '@luggage/app-shell/providers';
import { consumerLocales } from './app/locales';
import { consumerRoutes } from './app/routes';

mountApp({
  routes: consumerRoutes,
  locales: consumerLocales,
  hosts: { production: import.meta.env.VITE_API_HOST, staging: import.meta.env.VITE_API_STAGING_HOST },
});
