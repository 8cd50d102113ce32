import {
  cityListEndpoint,
  clientConfigEndpoint,
  consumeOrderListEndpoint,
  logoutEndpoint,
  rewardListEndpoint,
  storeSearchByCoordinateEndpoint,
  userInfoEndpoint,
  type TravellerConsumeOrder,
} from '@luggage/api/contract';
import { buildCity, buildClientConfig, buildRewardList, mockEndpoint } from '@luggage/api/mocks';
import { expectSentToLogin, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderTravellerRoute, type RenderTravellerRouteOptions } from '../app/test/render-traveller-route';

/** How often the server was asked to log out. */
let logoutCalls = 0;
const server = setUpMsw(
  mockEndpoint(userInfoEndpoint, { content: { userId: '7', country: '852', phone: '91234567', createdAt: '2026-11-23T12:00:00Z' } }),
  mockEndpoint(consumeOrderListEndpoint, { content: { consumes: [], page: 1 } }),
  mockEndpoint(rewardListEndpoint, { content: buildRewardList({ withdrawable: 1250 }) }),
  mockEndpoint(logoutEndpoint, () => {
    logoutCalls += 1;
    return { content: { loggedOut: true as const } };
  }),
  // The home the logout ends on.
  mockEndpoint(clientConfigEndpoint, { content: buildClientConfig() }),
  mockEndpoint(cityListEndpoint, { content: [buildCity()] }),
  mockEndpoint(storeSearchByCoordinateEndpoint, {
    content: { stores: [], cover: true, cityNum: 1, longitude: 121.491, latitude: 31.233, cityName: '上海', cityId: 1, geo: 'wtw3sjq' },
  }),
);
beforeEach(() => {
  logoutCalls = 0;
  localStorage.setItem('luggage.hintStep', '0');
});

/** Opens `path` with the traveller of +852 9123 4567 logged in, unless `isGuest`. */
const open = (path: string, options: RenderTravellerRouteOptions = {}) =>
  renderTravellerRoute(path, { traveller: { phone: '+852 91234567' }, ...options });

describe('user centre', () => {
  it.each(['/center', '/phone'])('%s sends a guest to the login, which returns there', async (path) => {
    const { router } = await open(path, { isGuest: true });
    await expectSentToLogin(router, path);
  });

  it('shows the account’s phone and the ways to orders, coupons, combo packages, rewards and invoices', async () => {
    await open('/center');
    expect(await screen.findByRole('heading', { level: 1, name: 'user centre' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'account' });
    expect(within(account).getByText('phone number')).toBeInTheDocument();
    expect(within(account).getByText('+852 91234567')).toBeInTheDocument();
    const services = screen.getByRole('navigation', { name: 'my services' });
    const links = within(services).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['my orders', '/orders'],
      ['my coupons', '/coupons'],
      ['combo packages', '/combo/orders'],
      ['my rewards', '/cash'],
      ['invoices', '/orders'],
    ]);
    expect(await within(services).findByRole('link', { name: 'my rewards', description: '¥12.50 withdrawable' })).toHaveAttribute('href', '/cash');
    expect(within(services).getByRole('link', { name: 'invoices' })).toHaveAccessibleDescription(
      'invoices are issued per order: open the order in my orders to request one',
    );
    expect(screen.getByRole('group', { name: 'language' })).toBeInTheDocument();
  });

  it('switches the language', async () => {
    await open('/center');
    await userEvent.click(await screen.findByRole('button', { name: '中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '个人中心' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的订单' })).toBeInTheDocument();
  });

  it('cancelling the confirmation keeps the user logged in', async () => {
    const { store } = await open('/center');
    await userEvent.click(await screen.findByRole('button', { name: 'log out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'log out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().session.user).not.toBeNull();
    expect(logoutCalls).toBe(0);
  });

  it('logging out revokes the token on the server, clears the session and goes home', async () => {
    const { router, store } = await open('/center');
    await userEvent.click(await screen.findByRole('button', { name: 'log out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'log out' });
    expect(dialog).toHaveAccessibleDescription('log out on this device? your orders stay in your account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logoutCalls).toBe(1);
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    expect(localStorage.getItem('luggage.session.user')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'view nearby storage points' })).toBeInTheDocument();
  });

  it('logs out on the device even when the server cannot be reached', async () => {
    server.use(http.post('*/api/user/logout/', () => HttpResponse.error()));
    const { router, store } = await open('/center');
    await userEvent.click(await screen.findByRole('button', { name: 'log out' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    expect(localStorage.getItem('luggage.session.user')).toBeNull();
    expect(await screen.findByText('no network connection, please try again later')).toBeInTheDocument();
  });

  it('in Chinese', async () => {
    await open('/center', { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '个人中心' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '发票' })).toHaveAccessibleDescription('发票按订单开具：请在我的订单中打开该订单申请');
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(screen.getByRole('alertdialog', { name: '退出登录' })).toHaveAccessibleDescription('确定在本设备退出登录吗？您的订单仍保留在账户中');
  });
});

describe('extra charges', () => {
  /** A charge of `days` extra days at FamilyMart, the `index`-th newest. */
  const charge = (index: number, days = 2): TravellerConsumeOrder => ({
    id: String(100 - index),
    kind: 'extraDays',
    orderId: String(500 + index),
    shopName: '全家便利店（人民广场店）',
    shopEn: "FamilyMart (People's Square)",
    days,
    amount: days * 800,
    createdAt: '2026-11-23T04:30:00Z',
  });

  it('lists the extra days paid at pick-up, each leading to its order, and loads more after a full page', async () => {
    server.use(
      mockEndpoint(consumeOrderListEndpoint, ({ page }) => ({
        content: { consumes: Number(page) === 1 ? Array.from({ length: 10 }, (_, index) => charge(index)) : [charge(10, 1)], page: Number(page) },
      })),
    );
    await open('/center');
    const section = await screen.findByRole('region', { name: 'extra charges' });
    const links = await within(section).findAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveTextContent("2 extra days¥16.00FamilyMart (People's Square) · 23 Nov 2026, 12:30");
    expect(links[0]).toHaveAttribute('href', '/order/500');
    await userEvent.click(within(section).getByRole('button', { name: 'more charges' }));
    expect(await within(section).findByText('1 extra day')).toBeInTheDocument();
    expect(within(section).getAllByRole('link')).toHaveLength(11);
    expect(within(section).queryByRole('button', { name: 'more charges' })).toBeNull();
  });

  it('says where such charges come from when there are none, in Chinese', async () => {
    await open('/center', { language: 'zh-CN' });
    const section = await screen.findByRole('region', { name: '额外费用' });
    expect(await within(section).findByText('暂无：超出预约结束日期的寄存天数（取件时于门店支付）和您购买的套餐会显示在这里')).toBeInTheDocument();
  });
});

describe('#/phone', () => {
  it('shows the account’s phone and how to change it: with the support contact the server gives', async () => {
    const support = { phone: '400-820-8820', wechatUrl: null, email: 'help@example.com' };
    server.use(mockEndpoint(clientConfigEndpoint, { content: buildClientConfig({ support }) }));
    await open('/phone');
    expect(await screen.findByRole('heading', { level: 1, name: 'phone number' })).toBeInTheDocument();
    expect(await screen.findByText('+852 91234567')).toBeInTheDocument();
    expect(await screen.findByText('to change the phone number of your account, contact customer support:')).toBeInTheDocument();
    const links = screen.getByRole('list', { name: 'ways to reach customer support' });
    expect(within(links).getByRole('link', { name: 'call 400-820-8820' })).toHaveAttribute('href', 'tel:4008208820');
    expect(within(links).getByRole('link', { name: 'email help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(within(links).queryByRole('link', { name: 'WeChat customer service' })).toBeNull();
  });

  it('says nothing about changing the phone when there is no support to ask', async () => {
    await open('/phone');
    expect(await screen.findByText('+852 91234567')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/customer support/)).toBeNull());
    expect(screen.queryByRole('list', { name: 'ways to reach customer support' })).toBeNull();
  });
});
