import { NotFoundScreen, RouteLoading } from '@luggage/app-shell/routing';
import { Navigate, Outlet, type RouteObject } from 'react-router';

/** A screen loaded on demand, titled (for the placeholder and the top bar) by `titleKey`. */
function screen(path: string, titleKey: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject {
  return { path, handle: { titleKey }, lazy: load };
}

/**
 * Every business route of spec §2 (#/bussiness/login, #/bussiness exact, #/bussiness/orders,
 * #/bussiness/bind, #/send/bind) plus the counter, walk-in, settings, statistics and requests screens,
 * loaded on demand. Everything under #/bussiness except the login needs a business session (BusinessLayout);
 * #/send/bind is where an invited phone confirms, before it has one.
 */
export const businessRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, element: <Navigate to="/bussiness/login" replace /> },
      screen('bussiness/login', 'business:titles.login', async () => ({
        Component: (await import('../routes/business-login-route')).BusinessLoginRoute,
      })),
      screen('send/bind', 'business:titles.sendBind', async () => ({ Component: (await import('../routes/send-bind-route')).SendBindRoute })),
      {
        lazy: async () => ({ Component: (await import('./business-layout')).BusinessLayout }),
        children: [
          screen('bussiness', 'business:titles.home', async () => ({ Component: (await import('../routes/business-home-route')).BusinessHomeRoute })),
          screen('bussiness/orders', 'business:titles.orders', async () => ({
            Component: (await import('../routes/business-orders-route')).BusinessOrdersRoute,
          })),
          screen('bussiness/bind', 'business:titles.bind', async () => ({ Component: (await import('../routes/business-bind-route')).BusinessBindRoute })),
          screen('bussiness/counter', 'business:titles.counter', async () => ({
            Component: (await import('../routes/business-counter-route')).BusinessCounterRoute,
          })),
          screen('bussiness/walk-in', 'business:titles.walkIn', async () => ({
            Component: (await import('../routes/business-walk-in-route')).BusinessWalkInRoute,
          })),
          screen('bussiness/settings', 'business:titles.settings', async () => ({
            Component: (await import('../routes/business-settings-route')).BusinessSettingsRoute,
          })),
          screen('bussiness/stats', 'business:titles.stats', async () => ({
            Component: (await import('../routes/business-stats-route')).BusinessStatsRoute,
          })),
          screen('bussiness/requests', 'business:titles.requests', async () => ({
            Component: (await import('../routes/business-requests-route')).BusinessRequestsRoute,
          })),
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
