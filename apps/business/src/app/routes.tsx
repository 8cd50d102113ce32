import { NotFoundScreen, placeholderRoute, RouteLoading } from '@luggage/app-shell/routing';
import { Navigate, Outlet, type RouteObject } from 'react-router';

/** Every business route of spec §2, loaded on demand; the business URL opens on the business login. */
export const businessRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, element: <Navigate to="/bussiness/login" replace /> },
      {
        path: 'bussiness/login',
        lazy: async () => ({ Component: (await import('../routes/business-login-route')).BusinessLoginRoute }),
      },
      placeholderRoute('bussiness', 'business:titles.home'),
      placeholderRoute('bussiness/orders', 'business:titles.orders'),
      placeholderRoute('bussiness/bind', 'business:titles.bind'),
      placeholderRoute('send/bind', 'business:titles.sendBind'),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
