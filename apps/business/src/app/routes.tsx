import { NotFoundScreen, RouteLoading, ScreenLayout, screenRoute } from '@luggage/app-shell/routing';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { BusinessMessages } from './locales/en';

/** The i18n key of a business screen's title. */
const titleKey = (name: keyof BusinessMessages['titles']) => `business:titles.${name}`;

/**
 * Every business route of spec §2 (#/bussiness/login, #/bussiness exact, #/bussiness/orders,
 * #/bussiness/bind, #/send/bind) plus the counter, walk-in, settings, statistics and requests screens,
 * loaded on demand, each titled by its handle's `titleKey`. The sign-in screens sit in ScreenLayout
 * (without back); everything under #/bussiness except the login needs a business session and sits in
 * BusinessLayout, the signed-in frame. #/send/bind is where an invited phone confirms, before it has one;
 * #/privacy, the privacy policy for shop staff both sign-in screens ask consent to, needs no session either.
 */
export const businessRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, element: <Navigate to="/bussiness/login" replace /> },
      {
        element: <ScreenLayout />,
        children: [
          screenRoute('bussiness/login', { titleKey: titleKey('login'), showBack: false, isFirstScreen: true }, async () => ({
            Component: (await import('../routes/business-login-route')).BusinessLoginRoute,
          })),
          screenRoute('send/bind', { titleKey: titleKey('sendBind'), showBack: false }, async () => ({
            Component: (await import('../routes/send-bind-route')).SendBindRoute,
          })),
          screenRoute('privacy', { titleKey: titleKey('privacy') }, async () => ({
            Component: (await import('../routes/staff-privacy-route')).StaffPrivacyRoute,
          })),
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./business-layout')).BusinessLayout }),
        children: [
          screenRoute('bussiness', { titleKey: titleKey('home') }, async () => ({
            Component: (await import('../routes/business-home-route')).BusinessHomeRoute,
          })),
          screenRoute('bussiness/orders', { titleKey: titleKey('orders') }, async () => ({
            Component: (await import('../routes/business-orders-route')).BusinessOrdersRoute,
          })),
          screenRoute('bussiness/bind', { titleKey: titleKey('bind') }, async () => ({
            Component: (await import('../routes/business-bind-route')).BusinessBindRoute,
          })),
          screenRoute('bussiness/counter', { titleKey: titleKey('counter') }, async () => ({
            Component: (await import('../routes/business-counter-route')).BusinessCounterRoute,
          })),
          screenRoute('bussiness/walk-in', { titleKey: titleKey('walkIn') }, async () => ({
            Component: (await import('../routes/business-walk-in-route')).BusinessWalkInRoute,
          })),
          screenRoute('bussiness/settings', { titleKey: titleKey('settings') }, async () => ({
            Component: (await import('../routes/business-settings-route')).BusinessSettingsRoute,
          })),
          screenRoute('bussiness/stats', { titleKey: titleKey('stats') }, async () => ({
            Component: (await import('../routes/business-stats-route')).BusinessStatsRoute,
          })),
          screenRoute('bussiness/requests', { titleKey: titleKey('requests') }, async () => ({
            Component: (await import('../routes/business-requests-route')).BusinessRequestsRoute,
          })),
          screenRoute('bussiness/reviews', { titleKey: titleKey('reviews') }, async () => ({
            Component: (await import('../routes/business-reviews-route')).BusinessReviewsRoute,
          })),
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
