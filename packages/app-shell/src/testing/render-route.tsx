import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { renderWithApp, type RenderWithAppOptions } from './render-with-app';

export interface RenderRouteOptions extends RenderWithAppOptions {
  /** The hash path to open, e.g. '/shop/12?step=2'. */
  path: string;
}

/**
 * Renders an app's real route table at a path with a real store and real i18n, as route tests need.
 * Returns Testing Library's result plus the store, router and i18n for assertions.
 */
export function renderRoute(routes: RouteObject[], { path, ...options }: RenderRouteOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderWithApp(<RouterProvider router={router} />, options), router };
}
