import type { RouteObject } from 'react-router';
import type { ScreenHandle } from '../routing/screen-handle';
import { mapRoutes } from './map-routes';

/**
 * `routes` whose lazily loaded screens also wait for `loadTexts` (the app's lazy namespaces, see
 * createI18n) before they show, except first screens (ScreenHandle.isFirstScreen). A navigation then keeps
 * the screen it leaves until the next one has its code and its texts, and no part of a shown screen
 * suspends later for texts (a dialog opened on it, say).
 */
export function routesWithTexts(routes: RouteObject[], loadTexts: () => Promise<unknown>): RouteObject[] {
  return mapRoutes(routes, (route) => {
    const isFirstScreen = (route.handle as ScreenHandle | undefined)?.isFirstScreen === true;
    const { lazy } = route;
    return { lazy: typeof lazy === 'function' && !isFirstScreen ? async () => (await Promise.all([lazy(), loadTexts()]))[0] : lazy } as Partial<RouteObject>;
  });
}
