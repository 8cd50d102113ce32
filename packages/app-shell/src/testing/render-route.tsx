import { loggedIn, type Session, type SessionArea } from '@luggage/api/session';
import { createAppStore } from '@luggage/api/store';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { renderWithApp, type RenderWithAppOptions } from './render-with-app';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions extends RenderWithAppOptions {
  /** The hash path to open, e.g. '/shop/12?step=2'. */
  path: string;
  /** A session to log in to the store (a new one unless `store` is given) before the screen opens. */
  session?: { area: SessionArea; session: Session };
  /** The time the test runs at: the system clock is set to it (Date only, unless the test faked timers). */
  now?: Date;
}

/** Resolves once the router has loaded the lazy routes matching its first location. */
function whenLoaded(router: MemoryRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders an app's real route table at a path with a real store and real i18n, as route tests need. The
 * lazy routes matching `path` are loaded before anything renders, so the first `findBy…` waits for the
 * screen's data, never for a dynamic import. Resolves to Testing Library's result plus the store, router
 * and i18n for assertions.
 */
export async function renderRoute(routes: RouteObject[], { path, session, now, ...options }: RenderRouteOptions) {
  if (now) vi.setSystemTime(now);
  const store = options.store ?? createAppStore();
  if (session) store.dispatch(loggedIn(session));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await whenLoaded(router);
  return { ...renderWithApp(<RouterProvider router={router} />, { ...options, store }), router };
}
