import type { Session } from '@luggage/api/session';
import { createAppStore, type AppStore } from '@luggage/api/store';
import type { Language } from '@luggage/app-shell/i18n';
import { renderRoute } from '@luggage/app-shell/testing';
import { consumerLocales } from '../locales';
import { consumerRoutes } from '../routes';
import { buildTravellerSession } from './build-traveller-session';

/** Options of {@link renderTravellerRoute}. */
export interface RenderTravellerRouteOptions {
  /** The time the test runs at (the system clock is set to it). */
  now?: Date;
  language?: Language;
  /** Open the route without logging in. */
  isGuest?: boolean;
  /** What differs in the logged-in traveller's session (another account, another phone). */
  traveller?: Partial<Session>;
  /** A store the test prepared; else a new one. */
  store?: AppStore;
  /** The window location a new store's 401 reaction writes to. */
  location?: { hash: string };
}

/**
 * Renders the consumer's real route table at `path`, its lazy screen loaded first, with a real store in
 * which the test traveller is logged in (unless `isGuest`).
 */
export function renderTravellerRoute(path: string, options: RenderTravellerRouteOptions = {}) {
  const { now, language = 'en', isGuest = false, traveller, location, store = createAppStore({ location }) } = options;
  const session = isGuest ? undefined : { area: 'user' as const, session: buildTravellerSession(traveller) };
  return renderRoute(consumerRoutes, { path, locales: consumerLocales, language, store, session, now });
}
