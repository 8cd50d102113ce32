import '@luggage/ui/theme.css';
import './app/app.css';
import { mountApp } from '@luggage/app-shell/providers';
import { firstScreenLocales } from './app/locales/first-screen-locales';
import { lazyConsumerLocales } from './app/locales/lazy-locales';
import { consumerRoutes } from './app/routes';
import { keepArrivalPromo } from './shared/promotion/keep-arrival-promo';

// Before the router reads the link: the promotion code it carries is kept for the first login.
keepArrivalPromo();

mountApp({
  routes: consumerRoutes,
  locales: firstScreenLocales,
  lazyLocales: lazyConsumerLocales,
  hosts: { production: import.meta.env.VITE_API_HOST, staging: import.meta.env.VITE_API_STAGING_HOST },
  app: 'consumer',
  build: import.meta.env.VITE_BUILD_VERSION,
});
