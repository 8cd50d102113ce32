import { orderInfoEndpoint, orderListEndpoint, storeInfoV3Endpoint, type OrderDetail } from '@luggage/api/contract';
import { buildOrderDetail, buildOrderListItem, buildShopDetail, mockEndpoint } from '@luggage/api/mocks';
import { setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { browseInsideWeChat } from '../app/test/browse-inside-wechat';
import { renderTravellerRoute } from '../app/test/render-traveller-route';
import { fakeWeChatSdk } from '../shared/wechat-sdk/fake-wechat-sdk';

// 10:00 on Monday 23 November 2026 in Shanghai: the shop is open until 22:00 and the order starts today.
const NOW = new Date('2026-11-23T02:00:00Z');

const server = setUpMsw();

/** The order detail and info_v3 (shop 1 with the order) answering for `order`. */
const orderHandlers = (order: OrderDetail) => [
  mockEndpoint(orderInfoEndpoint, (params) => (params.orderId === order.id ? { content: order } : { errorMsg: 'order not found' })),
  mockEndpoint(storeInfoV3Endpoint, (params) =>
    params.orderId === order.id && params.storeId === String(order.storeId)
      ? { content: { ...buildShopDetail({ id: order.storeId }), order } }
      : { errorMsg: 'order not found' },
  ),
];

/** Every call fails as it does without a connection. */
const offline = [
  http.get(`*${orderInfoEndpoint.path}`, () => HttpResponse.error()),
  http.get(`*${storeInfoV3Endpoint.path}`, () => HttpResponse.error()),
];

function openVoucher(path = '/credence/501', language: 'en' | 'zh-CN' = 'en', userId = '7') {
  return renderTravellerRoute(path, { now: NOW, language, traveller: { userId } });
}

describe('#/credence/{id}', () => {
  it('shows the QR code and the grouped code of a paid order, its shop and booking', async () => {
    server.use(...orderHandlers(buildOrderDetail()));
    await openVoucher();
    const qr = await screen.findByRole('img', { name: 'QR code of voucher 7KQ2 M9XD' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
    expect(screen.getByText('7KQ2 M9XD')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "FamilyMart (People's Square)" })).toBeInTheDocument();
    expect(screen.getByText('268 Xizang Middle Road, Huangpu District, Shanghai')).toBeInTheDocument();
    expect(screen.getByText('open now · closes at 22:00 today')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'business hours' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'navigate with' })).getByRole('link', { name: 'AMap' }).getAttribute('href')).toContain(
      'uri.amap.com/marker?position=121.4737,31.2304',
    );
    expect(screen.getByText('23 Nov 2026 (today) to 24 Nov 2026 (tomorrow)')).toBeInTheDocument();
    expect(screen.getByText('bag (small item)').nextElementSibling).toHaveTextContent('× 2');
    expect(screen.queryByText(/offline copy/)).not.toBeInTheDocument();
  });

  it('stays readable offline: the last loaded voucher is shown as an offline copy', async () => {
    server.use(...orderHandlers(buildOrderDetail()));
    const first = await openVoucher();
    await screen.findByText('7KQ2 M9XD');
    const saved = JSON.parse(localStorage.getItem('luggage.voucher.501') ?? 'null') as { order: OrderDetail; savedAt: string } | null;
    expect(saved?.order.voucherCode).toBe('7KQ2M9XD');
    first.unmount();

    server.use(...offline);
    await openVoucher();
    expect(await screen.findByRole('note')).toHaveTextContent('offline copy saved 23 Nov 2026, 10:00: it may have changed since');
    expect(screen.getByText('7KQ2 M9XD')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of voucher 7KQ2 M9XD' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "FamilyMart (People's Square)" })).toBeInTheDocument();
    expect(await screen.findByText('no network connection, please try again later')).toBeInTheDocument();
  });

  it("never shows another traveller's saved copy: a second account on the device sees the network error", async () => {
    server.use(...orderHandlers(buildOrderDetail()));
    const first = await openVoucher();
    await screen.findByText('7KQ2 M9XD');
    first.unmount();

    server.use(...offline);
    await openVoucher('/credence/501', 'en', '8');
    expect(await screen.findByRole('alert')).toHaveTextContent('no network connection, please try again later');
    expect(screen.queryByText('7KQ2 M9XD')).not.toBeInTheDocument();
  });

  it('offline without a saved copy says so and retries', async () => {
    server.use(...offline);
    await openVoucher();
    expect(await screen.findByRole('alert')).toHaveTextContent('no network connection, please try again later');
    server.use(...orderHandlers(buildOrderDetail()));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('7KQ2 M9XD')).toBeInTheDocument();
  });

  it('a stored order shows the photos of the luggage', async () => {
    server.use(...orderHandlers(buildOrderDetail({ storeStatus: 20, cancellable: false, pic: ['/api/photos/order-501-1.jpg'] })));
    await openVoucher();
    const stored = (await screen.findByRole('heading', { name: 'stored' })).closest('section')!;
    expect(within(stored).getByText('your luggage is stored at the storage point')).toBeInTheDocument();
    expect(within(stored).getByRole('img', { name: 'stored luggage, photo 1' })).toHaveAttribute('src', '/api/photos/order-501-1.jpg');
  });

  it("a picked-up order is completed: when, the photo, no code and no 'show this code'", async () => {
    const completed = buildOrderDetail({ storeStatus: 30, cancellable: false, review: true, pic: ['/api/photos/order-501-1.jpg'], pickedUpAt: '2026-11-23T09:45:00.000Z' });
    server.use(...orderHandlers(completed));
    await openVoucher();
    const card = (await screen.findByRole('heading', { level: 2, name: 'completed' })).closest('section')!;
    expect(within(card).getByText('picked up on 23 Nov 2026, 17:45')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'stored luggage, photo 1' })).toHaveAttribute('src', '/api/photos/order-501-1.jpg');
    expect(within(card).getByRole('link', { name: 'review the storage' })).toHaveAttribute('href', '/review?id=501');
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByText('7KQ2 M9XD')).not.toBeInTheDocument();
    expect(screen.queryByText('show this code at the storage point')).not.toBeInTheDocument();
  });

  it('offline, a copy saved with a live code shows completed once the order list loaded it handed back', async () => {
    server.use(...orderHandlers(buildOrderDetail()), mockEndpoint(orderListEndpoint, { content: { page: 1, orders: [buildOrderListItem({ storeStatus: 30 })] } }));
    const first = await openVoucher();
    await screen.findByText('7KQ2 M9XD');
    first.unmount();
    const list = await openVoucher('/orders');
    expect(await screen.findByText('picked up')).toBeInTheDocument();
    list.unmount();

    server.use(...offline);
    await openVoucher();
    expect(await screen.findByRole('note')).toHaveTextContent(/^offline copy saved/);
    expect(screen.getByRole('heading', { level: 2, name: 'completed' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('an unpaid order offers payment instead of a code', async () => {
    server.use(...orderHandlers(buildOrderDetail({ status: 'unpaid', voucherCode: null, paidAt: null })));
    await openVoucher();
    expect(await screen.findByRole('link', { name: 'pay now' })).toHaveAttribute('href', '/pay/501');
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it.each([
    ['cancelled', 'this order was cancelled: it has no voucher'],
    ['refunded', 'this order was cancelled and refunded: it has no voucher'],
  ] as const)('a %s order says so and has no code', async (status, text) => {
    server.use(...orderHandlers(buildOrderDetail({ status, voucherCode: null })));
    await openVoucher();
    expect(await screen.findByRole('heading', { level: 2, name: status })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('says when the order is unknown, with the way back to the list', async () => {
    server.use(...orderHandlers(buildOrderDetail()));
    await openVoucher('/credence/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('order not found');
    expect(screen.getByRole('link', { name: 'back to my orders' })).toHaveAttribute('href', '/orders');
  });

  it('speaks Chinese', async () => {
    server.use(...orderHandlers(buildOrderDetail()));
    await openVoucher('/credence/501', 'zh-CN');
    expect(await screen.findByRole('img', { name: '寄存凭证 7KQ2 M9XD 的二维码' })).toBeInTheDocument();
    expect(screen.getByText('营业中 · 今天 22:00 打烊')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '全家便利店(人民广场店)' })).toBeInTheDocument();
  });

  describe('navigation inside WeChat', () => {
    const navigation = () => screen.getByRole('list', { name: 'navigate with' });
    // A traveller who authorised already: one without an openid would be sent to WeChat's authorisation page.
    const openVoucherInWeChat = (language: 'en' | 'zh-CN' = 'en') =>
      renderTravellerRoute('/credence/501', { now: NOW, language, traveller: { wechat: { openid: 'oTraveller7', code: 'code-7' } } });

    it("opens WeChat's map at the shop's GCJ-02 position, unchanged", async () => {
      server.use(...orderHandlers(buildOrderDetail()));
      const { wx, tickets } = browseInsideWeChat(server);
      await openVoucherInWeChat();
      await userEvent.click(await within(await screen.findByRole('list', { name: 'navigate with' })).findByRole('button', { name: 'open in WeChat map' }));
      await waitFor(() => expect(wx.openedLocations).toHaveLength(1));
      expect(wx.openedLocations).toEqual([
        {
          latitude: 31.2304,
          longitude: 121.4737,
          name: "FamilyMart (People's Square)",
          address: '上海市黄浦区西藏中路268号（来福士广场B1层）',
          scale: 16,
        },
      ]);
      expect(tickets).toEqual([expect.objectContaining({ url: 'http://localhost:3000/' })]);
      expect(within(navigation()).queryByRole('link')).not.toBeInTheDocument();
      expect(screen.queryByText(/WeChat map is not available/)).not.toBeInTheDocument();
    });

    it('falls back to the map apps when WeChat refuses the SDK', async () => {
      server.use(...orderHandlers(buildOrderDetail()));
      const { wx } = browseInsideWeChat(server, fakeWeChatSdk({ refuseConfig: 'config:invalid signature' }));
      await openVoucherInWeChat();
      await userEvent.click(await screen.findByRole('button', { name: 'open in WeChat map' }));
      expect(await screen.findByText('WeChat map is not available here: open the shop in a map app')).toHaveRole('status');
      expect(screen.getByRole('link', { name: 'AMap' }).getAttribute('href')).toContain('uri.amap.com/marker?position=121.4737,31.2304');
      expect(wx.openedLocations).toEqual([]);
    });

    it("falls back to the map apps when WeChat's map fails", async () => {
      server.use(...orderHandlers(buildOrderDetail()));
      browseInsideWeChat(server, fakeWeChatSdk({ failOpenLocation: 'permission denied' }));
      await openVoucherInWeChat();
      await userEvent.click(await screen.findByRole('button', { name: 'open in WeChat map' }));
      expect(await screen.findByRole('link', { name: 'Apple Maps' })).toHaveAttribute('href', "https://maps.apple.com/?ll=31.2304,121.4737&q=FamilyMart%20(People's%20Square)");
      expect(screen.getByRole('button', { name: 'open in WeChat map' })).toBeInTheDocument();
    });

    it('speaks Chinese', async () => {
      server.use(...orderHandlers(buildOrderDetail()));
      browseInsideWeChat(server, fakeWeChatSdk({ refuseConfig: 'config:invalid signature' }));
      await openVoucherInWeChat('zh-CN');
      await userEvent.click(await screen.findByRole('button', { name: '用微信地图打开' }));
      expect(await screen.findByText('暂时无法打开微信地图，请用地图应用查看门店')).toHaveRole('status');
      expect(await screen.findByRole('link', { name: '高德地图' })).toBeInTheDocument();
    });
  });

  it('outside WeChat offers only the map apps', async () => {
    server.use(...orderHandlers(buildOrderDetail()));
    await openVoucher();
    await screen.findByRole('link', { name: 'AMap' });
    expect(screen.queryByRole('button', { name: 'open in WeChat map' })).not.toBeInTheDocument();
  });
});
