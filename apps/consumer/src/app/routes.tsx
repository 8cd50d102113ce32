import type { ContentPageName } from '@luggage/api/contract';
import { NotFoundScreen, placeholderRoute, RouteLoading } from '@luggage/app-shell/routing';
import { Outlet, type RouteObject } from 'react-router';

/** Consumer screens that a later release builds: path → title key (spec §2). */
const PLACEHOLDERS: [path: string, title: string][] = [
  ['coupons', 'coupons'],
  ['coupon', 'coupon'],
  ['comments', 'comments'],
  ['share', 'share'],
  ['cash', 'cash'],
  ['qrcode', 'qrcode'],
  ['withdraw', 'withdraw'],
  ['verify', 'verify'],
  ['nocode', 'nocode'],
  ['middle', 'middle'],
  ['combo/orders', 'comboOrders'],
  ['combo/order/:id', 'comboOrder'],
  ['combo/refund/:id', 'comboRefund'],
  ['combo/:id', 'combo'],
  ['bill/:id', 'bill'],
];

const homeRoute = { lazy: async () => ({ Component: (await import('../routes/home-route')).HomeRoute }) };
const guideRoute = { lazy: async () => ({ Component: (await import('../routes/guide-route')).GuideRoute }) };
const helpRoute = { lazy: async () => ({ Component: (await import('../routes/help-route')).HelpRoute }) };
const questionRoute = { lazy: async () => ({ Component: (await import('../routes/question-route')).QuestionRoute }) };

/** Information pages that are just the server's page under its title. */
const INFO_PAGES = ['about', 'notice', 'questions', 'rule', 'rule2', 'safe'] as const satisfies ContentPageName[];
const infoRoute = (page: (typeof INFO_PAGES)[number]): RouteObject => ({
  path: page,
  lazy: async () => {
    const { InfoRoute } = await import('../routes/info-route');
    return { element: <InfoRoute page={page} /> };
  },
});
const cityRoute = { lazy: async () => ({ Component: (await import('../routes/city-route')).CityRoute }) };
const mapPickerRoute = { lazy: async () => ({ Component: (await import('../routes/map-picker-route')).MapPickerRoute }) };
const shopRoute = { lazy: async () => ({ Component: (await import('../routes/shop-route')).ShopRoute }) };
const loginRoute = { lazy: async () => ({ Component: (await import('../routes/login-route')).LoginRoute }) };
const countryRoute = { lazy: async () => ({ Component: (await import('../routes/country-route')).CountryRoute }) };
const phoneRoute = { lazy: async () => ({ Component: (await import('../routes/phone-route')).PhoneRoute }) };
const bookRoute = { lazy: async () => ({ Component: (await import('../routes/book-route')).BookRoute }) };
const centerRoute = { lazy: async () => ({ Component: (await import('../routes/center-route')).CenterRoute }) };
const cancelRoute = { lazy: async () => ({ Component: (await import('../routes/cancel-route')).CancelRoute }) };
const reasonRoute = { lazy: async () => ({ Component: (await import('../routes/reason-route')).ReasonRoute }) };
const reason2Route = { lazy: async () => ({ Component: (await import('../routes/reason2-route')).Reason2Route }) };
const applyRoute = { lazy: async () => ({ Component: (await import('../routes/apply-route')).ApplyRoute }) };
const applytipRoute = { lazy: async () => ({ Component: (await import('../routes/applytip-route')).ApplytipRoute }) };
const editRoute = { lazy: async () => ({ Component: (await import('../routes/edit-route')).EditRoute }) };
const editedRoute = { lazy: async () => ({ Component: (await import('../routes/edited-route')).EditedRoute }) };
const reviewRoute = { lazy: async () => ({ Component: (await import('../routes/review-route')).ReviewRoute }) };
const ordersRoute = { lazy: async () => ({ Component: (await import('../routes/orders-route')).OrdersRoute }) };
const orderRoute = { lazy: async () => ({ Component: (await import('../routes/order-route')).OrderRoute }) };
const detailRoute = { lazy: async () => ({ Component: (await import('../routes/detail-route')).DetailRoute }) };
const credenceRoute = { lazy: async () => ({ Component: (await import('../routes/credence-route')).CredenceRoute }) };
const payRoute = { lazy: async () => ({ Component: (await import('../routes/pay-route')).PayRoute }) };

/** Every consumer route of spec §2, each loaded on demand; anything else shows the fallback page. */
export const consumerRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, ...homeRoute },
      { path: 'home', ...homeRoute },
      { path: 'guide', ...guideRoute },
      { path: 'help', ...helpRoute },
      { path: 'question', ...questionRoute },
      ...INFO_PAGES.map(infoRoute),
      { path: 'city', ...cityRoute },
      { path: 'map', ...mapPickerRoute },
      { path: 'shop/:id', ...shopRoute },
      { path: 'login', ...loginRoute },
      { path: 'country', ...countryRoute },
      { path: 'phone', ...phoneRoute },
      { path: 'center', ...centerRoute },
      { path: 'book/:id', ...bookRoute },
      { path: 'cancel', ...cancelRoute },
      { path: 'reason', ...reasonRoute },
      { path: 'reason2', ...reason2Route },
      { path: 'apply', ...applyRoute },
      { path: 'applytip', ...applytipRoute },
      { path: 'edit', ...editRoute },
      { path: 'edited', ...editedRoute },
      { path: 'review', ...reviewRoute },
      { path: 'orders', ...ordersRoute },
      { path: 'order/:id', ...orderRoute },
      { path: 'detail/:id', ...detailRoute },
      { path: 'credence/:id', ...credenceRoute },
      { path: 'pay/:id', ...payRoute },
      ...PLACEHOLDERS.map(([path, title]) => placeholderRoute(path, `consumer:titles.${title}`)),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
