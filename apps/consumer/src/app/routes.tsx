import type { ContentPageName } from '@luggage/api/contract';
import {
  NotFoundScreen,
  RouteLoading,
  ScreenLayout,
  screenRoute,
  type LoadScreen,
  type ScreenHandle,
} from '@luggage/app-shell/routing';
import { Outlet, type RouteObject } from 'react-router';
import { prefetchShopPage } from '../features/shop-detail/prefetch-shop-page';
import { WechatAuthRedirect } from '../features/wechat-auth/wechat-auth-redirect';
import { prefetchMapHome } from '../shared/map-home/prefetch-map-home';
import type { ConsumerMessages } from './locales/en';

/** The i18n key of a consumer screen's title. */
const titleKey = (name: keyof ConsumerMessages['titles']) => `consumer:titles.${name}`;

/** The main website, which the home's top bar links to. */
const MAIN_WEBSITE_URL = import.meta.env.VITE_MAIN_WEBSITE_URL ?? '#/about';

/** The map screens fill the page and lay out their own regions (routes/home-route.css). */
const MAP_SCREEN = { className: 'screen--full home', hasMain: false } satisfies Partial<ScreenHandle>;

const HOME: ScreenHandle = {
  titleKey: titleKey('home'),
  showBack: false,
  menuHomeHref: MAIN_WEBSITE_URL,
  isFirstScreen: true,
  prefetch: prefetchMapHome,
  ...MAP_SCREEN,
};
const loadHome: LoadScreen = async () => ({ Component: (await import('../routes/home-route')).HomeRoute });

/** Information pages that are just the server's page under its title. */
const INFO_PAGES = ['about', 'notice', 'questions', 'rule', 'rule2', 'safe', 'agreement', 'privacy'] as const satisfies ContentPageName[];
const infoRoute = (page: (typeof INFO_PAGES)[number]): RouteObject => ({
  path: page,
  lazy: async () => {
    const { InfoRoute } = await import('../routes/info-route');
    return { element: <InfoRoute page={page} /> };
  },
});

/**
 * Every consumer route of spec §2, each loaded on demand; anything else shows the fallback page. The
 * screens sit in ScreenLayout, which frames each as its handle says (title, top bar, logged-in travellers
 * only); the guide and the information pages draw their own frame, titled by the page the server sends.
 */
export const consumerRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <WechatAuthRedirect />
        <Outlet />
      </>
    ),
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        element: <ScreenLayout />,
        children: [
          { index: true, handle: HOME, lazy: loadHome },
          screenRoute('home', HOME, loadHome),
          screenRoute('help', { titleKey: titleKey('help') }, async () => ({
            Component: (await import('../routes/help-route')).HelpRoute,
          })),
          screenRoute('question', { titleKey: titleKey('question') }, async () => ({
            Component: (await import('../routes/question-route')).QuestionRoute,
          })),
          screenRoute('city', { titleKey: titleKey('city'), hasMain: false }, async () => ({
            Component: (await import('../routes/city-route')).CityRoute,
          })),
          screenRoute('map', { titleKey: titleKey('map'), ...MAP_SCREEN }, async () => ({
            Component: (await import('../routes/map-picker-route')).MapPickerRoute,
          })),
          screenRoute('shop/:id', { titleKey: titleKey('shop'), prefetch: prefetchShopPage }, async () => ({
            Component: (await import('../routes/shop-route')).ShopRoute,
          })),
          screenRoute('comments', { titleKey: titleKey('comments') }, async () => ({
            Component: (await import('../routes/comments-route')).CommentsRoute,
          })),
          screenRoute('share', { titleKey: titleKey('share') }, async () => ({
            Component: (await import('../routes/share-route')).ShareRoute,
          })),
          screenRoute('login', { titleKey: titleKey('login') }, async () => ({
            Component: (await import('../routes/login-route')).LoginRoute,
          })),
          screenRoute('country', { titleKey: titleKey('country') }, async () => ({
            Component: (await import('../routes/country-route')).CountryRoute,
          })),
          screenRoute('phone', { titleKey: titleKey('phone'), session: 'user' }, async () => ({
            Component: (await import('../routes/phone-route')).PhoneRoute,
          })),
          screenRoute('center', { titleKey: titleKey('center'), session: 'user' }, async () => ({
            Component: (await import('../routes/center-route')).CenterRoute,
          })),
          screenRoute('book/:id', { titleKey: titleKey('book'), session: 'user' }, async () => ({
            Component: (await import('../routes/book-route')).BookRoute,
          })),
          screenRoute('cancel', { titleKey: titleKey('cancel'), session: 'user' }, async () => ({
            Component: (await import('../routes/cancel-route')).CancelRoute,
          })),
          screenRoute('reason', { titleKey: titleKey('reason'), session: 'user' }, async () => ({
            Component: (await import('../routes/reason-route')).ReasonRoute,
          })),
          screenRoute('reason2', { titleKey: titleKey('reason2'), session: 'user' }, async () => ({
            Component: (await import('../routes/reason2-route')).Reason2Route,
          })),
          screenRoute('apply', { titleKey: titleKey('apply'), session: 'user' }, async () => ({
            Component: (await import('../routes/apply-route')).ApplyRoute,
          })),
          screenRoute('applytip', { titleKey: titleKey('applytip'), session: 'user' }, async () => ({
            Component: (await import('../routes/applytip-route')).ApplytipRoute,
          })),
          screenRoute('edit', { titleKey: titleKey('edit'), session: 'user' }, async () => ({
            Component: (await import('../routes/edit-route')).EditRoute,
          })),
          screenRoute('edited', { titleKey: titleKey('edited'), session: 'user' }, async () => ({
            Component: (await import('../routes/edited-route')).EditedRoute,
          })),
          screenRoute('review', { titleKey: titleKey('review'), session: 'user' }, async () => ({
            Component: (await import('../routes/review-route')).ReviewRoute,
          })),
          screenRoute('orders', { titleKey: titleKey('orders'), session: 'user' }, async () => ({
            Component: (await import('../routes/orders-route')).OrdersRoute,
          })),
          screenRoute('order/:id', { titleKey: titleKey('order'), session: 'user' }, async () => ({
            Component: (await import('../routes/order-route')).OrderRoute,
          })),
          screenRoute('detail/:id', { titleKey: titleKey('detail'), session: 'user' }, async () => ({
            Component: (await import('../routes/detail-route')).DetailRoute,
          })),
          screenRoute('credence/:id', { titleKey: titleKey('credence'), session: 'user' }, async () => ({
            Component: (await import('../routes/credence-route')).CredenceRoute,
          })),
          screenRoute('pay/:id', { titleKey: titleKey('pay'), session: 'user' }, async () => ({
            Component: (await import('../routes/pay-route')).PayRoute,
          })),
          screenRoute('middle', { titleKey: titleKey('middle'), session: 'user' }, async () => ({
            Component: (await import('../routes/middle-route')).MiddleRoute,
          })),
          screenRoute('coupons', { titleKey: titleKey('coupons'), session: 'user' }, async () => ({
            Component: (await import('../routes/coupons-route')).CouponsRoute,
          })),
          screenRoute('coupon', { titleKey: titleKey('coupon') }, async () => ({
            Component: (await import('../routes/coupon-route')).CouponRoute,
          })),
          screenRoute('bill/:id', { titleKey: titleKey('bill'), session: 'user' }, async () => ({
            Component: (await import('../routes/bill-route')).BillRoute,
          })),
          screenRoute('cash', { titleKey: titleKey('cash'), session: 'user' }, async () => ({
            Component: (await import('../routes/cash-route')).CashRoute,
          })),
          screenRoute('qrcode', { titleKey: titleKey('qrcode'), session: 'user' }, async () => ({
            Component: (await import('../routes/qrcode-route')).QrcodeRoute,
          })),
          screenRoute('withdraw', { titleKey: titleKey('withdraw'), session: 'user' }, async () => ({
            Component: (await import('../routes/withdraw-route')).WithdrawRoute,
          })),
          screenRoute('verify', { titleKey: titleKey('verify'), session: 'user' }, async () => ({
            Component: (await import('../routes/verify-route')).VerifyRoute,
          })),
          screenRoute('nocode', { titleKey: titleKey('nocode'), session: 'user' }, async () => ({
            Component: (await import('../routes/nocode-route')).NocodeRoute,
          })),
          screenRoute('combo/orders', { titleKey: titleKey('comboOrders'), session: 'user' }, async () => ({
            Component: (await import('../routes/combo-orders-route')).ComboOrdersRoute,
          })),
          screenRoute('combo/order/:id', { titleKey: titleKey('comboOrder'), session: 'user' }, async () => ({
            Component: (await import('../routes/combo-order-route')).ComboOrderRoute,
          })),
          screenRoute('combo/refund/:id', { titleKey: titleKey('comboRefund'), session: 'user' }, async () => ({
            Component: (await import('../routes/combo-refund-route')).ComboRefundRoute,
          })),
          screenRoute('combo/:id', { titleKey: titleKey('combo') }, async () => ({
            Component: (await import('../routes/combo-route')).ComboRoute,
          })),
        ],
      },
      { path: 'guide', lazy: async () => ({ Component: (await import('../routes/guide-route')).GuideRoute }) },
      ...INFO_PAGES.map(infoRoute),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
