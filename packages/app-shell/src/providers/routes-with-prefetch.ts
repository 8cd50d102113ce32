import type { AppStore } from '@luggage/api/store';
import type { RouteObject } from 'react-router';
import type { ScreenHandle } from '../routing/screen-handle';

/**
 * `routes` whose screens with a `prefetch` (ScreenHandle) start it as their loader: React Router calls a route's
 * loader as soon as a navigation to it starts, alongside loading its lazy module, so the screen's API queries
 * run while its code downloads. The loader answers nothing at once: the screen never waits for it.
 */
export function routesWithPrefetch(routes: RouteObject[], store: AppStore): RouteObject[] {
  return routes.map((route) => {
    const prefetch = (route.handle as ScreenHandle | undefined)?.prefetch;
    const loader: RouteObject['loader'] = prefetch
      ? ({ params }) => {
          prefetch(store, params);
          return null;
        }
      : route.loader;
    return { ...route, loader, ...(route.children ? { children: routesWithPrefetch(route.children, store) } : {}) } as RouteObject;
  });
}
