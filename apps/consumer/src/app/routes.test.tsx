import { cityListEndpoint, clientConfigEndpoint, storeSearchByCoordinateEndpoint } from '@luggage/api/contract';
import { buildCity, buildClientConfig, buildNearbyAnswer, buildShop, mockEndpoint } from '@luggage/api/mocks';
import { setUpMsw } from '@luggage/app-shell/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderTravellerRoute } from './test/render-traveller-route';

const server = setUpMsw(
  mockEndpoint(clientConfigEndpoint, { content: buildClientConfig() }),
  mockEndpoint(cityListEndpoint, { content: [buildCity()] }),
  mockEndpoint(storeSearchByCoordinateEndpoint, {
    content: buildNearbyAnswer([buildShop({ id: 1 }), buildShop({ id: 2, name: '如家酒店(南京东路店)', en: 'Home Inn (East Nanjing Rd)' })]),
  }),
  // The screens' own data (orders, payment…) is their own tests': refused here, never unhandled.
  http.all('*/api/*', () => HttpResponse.json({ status: 0, errorMsg: 'not part of this test' })),
);

/** Opens `path` with the test traveller logged in: the order screens would send a guest to the login. */
const open = (path: string, language: 'en' | 'zh-CN' = 'en') => renderTravellerRoute(path, { language });

describe('consumer routes', () => {
  it.each(['/', '/home', '/home?city=1'])('%s is the map home with the nearby shops from the server', async (path) => {
    await open(path);
    expect(await screen.findByRole('heading', { name: 'view nearby storage points' })).toBeInTheDocument();
    expect(await screen.findByText('2 storage points nearby')).toBeInTheDocument();
  });

  it('says so when no shop is near the centre', async () => {
    server.use(
      mockEndpoint(storeSearchByCoordinateEndpoint, (params) => ({
        content: { ...buildNearbyAnswer([], params), cover: false },
      })),
    );
    await open('/');
    expect(await screen.findByText('no storage points nearby for now, you can try another place')).toBeInTheDocument();
  });

  it('the home in Chinese', async () => {
    await open('/', 'zh-CN');
    expect(await screen.findByRole('heading', { name: '查看附近寄存点' })).toBeInTheDocument();
    expect(await screen.findByText('附近有 2 个寄存点')).toBeInTheDocument();
  });

  it.each([
    ['/orders', 'my orders'],
    ['/order/3', 'order'],
    ['/detail/3', 'order detail'],
    ['/credence/3', 'storage voucher'],
    ['/coupons', 'my coupons'],
    ['/coupon?id=2', 'coupon'],
    ['/pay/3', 'payment'],
    ['/combo/orders', 'combo orders'],
    ['/combo/order/4', 'combo order'],
    ['/combo/refund/4', 'combo refund'],
    ['/combo/4', 'combo package'],
    ['/bill/3', 'invoice'],
    ['/edited', 'order changed'],
  ])('%s shows its titled screen', async (path, title) => {
    await open(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/shop', '/bussiness/login', '/combo'])('%s shows the fallback page', async (path) => {
    await open(path);
    expect(await screen.findByRole('heading', { name: 'page not found' })).toBeInTheDocument();
  });
});
