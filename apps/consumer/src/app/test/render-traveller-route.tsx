import { createAppStore } from '@luggage/api/store';
import type { Language } from '@luggage/app-shell/i18n';
import { renderRoute } from '@luggage/app-shell/testing';
import { vi } from 'vitest';
import { consumerLocales } from '../locales';
import { consumerRoutes } from '../routes';
import { logInTraveller } from './log-in-traveller';

/** Options of {@link renderTravellerRoute}. */
export interface RenderTravellerRouteOptions {
  /** The time the test runs at (the system clock is set to it). */
  now: Date;
  language?: Language;
  /** Open the route without logging in. */
  isGuest?: boolean;
  /** The window location the store's 401 reaction writes to. */
  location?: { hash: string };
}

/**
 * Renders the consumer's real route table at `path` at the time `now`, with a real store in which the
 * test traveller is logged in (unless `isGuest`).
 */
export function renderTravellerRoute(path: string, { now, language = 'en', isGuest = false, location }: RenderTravellerRouteOptions) {
  vi.setSystemTime(now);
  const store = createAppStore({ location });
  if (!isGuest) logInTraveller(store);
  return renderRoute(consumerRoutes, { path, locales: consumerLocales, language, store });
}
