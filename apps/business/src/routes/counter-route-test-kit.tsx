import { buildBusinessLogin, buildBusinessShop } from '@luggage/api/mocks';
import { loggedIn } from '@luggage/api/session';
import { createAppStore } from '@luggage/api/store';
import type { Language } from '@luggage/app-shell/i18n';
import { renderRoute } from '@luggage/app-shell/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { Outlet, type RouteObject } from 'react-router';
import { CurrentShopContext } from '../app/current-shop';
import { businessLocales } from '../app/locales';
import { BusinessCounterRoute } from './business-counter-route';
import { BusinessWalkInRoute } from './business-walk-in-route';

/** Shop 1, where the signed-in staff account works, as BusinessLayout provides it. */
const counterRoutes: RouteObject[] = [
  {
    path: '/bussiness',
    element: (
      <CurrentShopContext.Provider value={buildBusinessShop()}>
        <Outlet />
      </CurrentShopContext.Provider>
    ),
    children: [
      { path: 'counter', element: <BusinessCounterRoute /> },
      { path: 'walk-in', element: <BusinessWalkInRoute /> },
    ],
  },
];

/**
 * Renders the counter or walk-in route at `path` with a real store in which staff account 900 is signed in
 * at shop 1 (the layout's session guard and shop switcher are BusinessLayout's own tests).
 */
export function renderCounterRoute(path: string, language: Language = 'en') {
  const store = createAppStore();
  const { userId, userToken, phone } = buildBusinessLogin();
  store.dispatch(loggedIn({ area: 'business', session: { userId, userToken, phone } }));
  return renderRoute(counterRoutes, { path, locales: businessLocales, language, store });
}

/**
 * The MSW server of a counter route test file (an unanswered request fails the test); after each test its
 * handlers, storage and fake clock are reset. Call once at the top of the file.
 */
export function setUpCounterTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}
