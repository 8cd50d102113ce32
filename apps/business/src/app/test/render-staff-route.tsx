import { buildBusinessLogin } from '@luggage/api/mocks';
import { createAppStore } from '@luggage/api/store';
import type { Language } from '@luggage/app-shell/i18n';
import { renderRoute } from '@luggage/app-shell/testing';
import { businessLocales } from '../locales';
import { businessRoutes } from '../routes';

/** Options of {@link renderStaffRoute}. */
export interface RenderStaffRouteOptions {
  /** The time the test runs at (the system clock is set to it). */
  now?: Date;
  language?: Language;
  /** Open the route without a business session. */
  isGuest?: boolean;
  /** The window location the store's 401 reaction writes to. */
  location?: { hash: string };
}

/**
 * Renders the business app's real route table at `path`, its lazy screens loaded first, with a real store
 * in which staff account 900 (owner of shop 1, see buildBusinessLogin) is signed in, unless `isGuest`.
 */
export function renderStaffRoute(path: string, { now, language = 'en', isGuest = false, location }: RenderStaffRouteOptions = {}) {
  const { userId, userToken, phone } = buildBusinessLogin();
  const session = isGuest ? undefined : { area: 'business' as const, session: { userId, userToken, phone } };
  return renderRoute(businessRoutes, { path, locales: businessLocales, language, store: createAppStore({ location }), session, now });
}
