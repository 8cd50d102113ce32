import type { RouteObject } from 'react-router';

/** `routes` with `change` applied to each route, children included (each route's own fields; its children are mapped here). */
export function mapRoutes(routes: RouteObject[], change: (route: RouteObject) => Partial<RouteObject>): RouteObject[] {
  return routes.map((route) => ({ ...route, ...change(route), ...(route.children ? { children: mapRoutes(route.children, change) } : {}) }) as RouteObject);
}
