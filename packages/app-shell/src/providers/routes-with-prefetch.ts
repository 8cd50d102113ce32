import type { AppStore } from '@luggage/api/store';
import type { RouteObject } from 'react-router';
import type { ScreenHandle } from '../routing/screen-handle';
import { mapRoutes } from './map-routes';

/**
 * `routes` whose screens with a `prefetch` (ScreenHandle) start it as their loader: React Router calls a route's
 * loader as soon as a navigation to it starts, alongside loading its lazy module, so the screen's API queries
 * run while its code downloads. The loader answers nothing at once: the screen never waits for it.
 */
export function routesWithPrefetch(routes: RouteObject[], store: AppStore): RouteObject[] {
  return mapRoutes(routes, (route) => {
    const prefetch = (route.handle as ScreenHandle | undefined)?.prefetch;
    if (!prefetch) return {};
    return {
      loader: ({ params }) => {
        prefetch(store, params);
        return null;
      },
    } as Partial<RouteObject>;
  });
}
