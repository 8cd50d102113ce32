import { changeStoreEndpoint, cityListEndpoint, clientConfigEndpoint, orderInfoEndpoint, storeInventoryEndpoint, storeSearchByCoordinateEndpoint } from '@luggage/api/contract';
import { buildCity, buildClientConfig, buildNearbyAnswer, buildOrderDetail, buildShop, buildStoreInventory, mockEndpoint } from '@luggage/api/mocks';
import { addDays, formatDate, shanghaiToday } from '@luggage/domain/dates';
import { expectSentToLogin, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';
import { pickedShopPath } from './picked-shop-path';

const server = setUpMsw(
  mockEndpoint(clientConfigEndpoint, { content: buildClientConfig() }),
  mockEndpoint(cityListEndpoint, { content: [buildCity()] }),
  mockEndpoint(storeSearchByCoordinateEndpoint, (params) => ({
    content: buildNearbyAnswer([buildShop({ id: 4, en: 'Lawson (East Nanjing Road)' })], params),
  })),
);

describe('#/map, the map picker', () => {
  it("offers 'select' without a close control, and hands the shop to the screen named by `to`", async () => {
    const { router } = await renderTravellerRoute('/map?to=%2Fedit%3ForderId%3D3', { isGuest: true });
    expect(await screen.findByRole('heading', { name: 'choose a storage point' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'list of 1 storage point' }));
    await userEvent.click(within(screen.getByRole('list', { name: 'storage points nearby' })).getByRole('button', { name: /Lawson/ }));
    const select = await screen.findByRole('button', { name: 'select' });
    expect(screen.queryByRole('button', { name: /close/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'book' })).toBeNull();
    await userEvent.click(select);
    // The change request of order 3, which a guest reaches through the login.
    await expectSentToLogin(router, '/edit?orderId=3&storeId=4');
  });
});

describe('#/map?orderId=…, changing the shop of an order', () => {
  const today = shanghaiToday(Date.now());
  const tomorrow = addDays(today, 1);
  /** Order 3 at shop 1, today and tomorrow (1 suitcase, 2 bags); order 9 when `supplement` is given (its change of shop). */
  const orders = (supplement?: ReturnType<typeof buildOrderDetail>) =>
    mockEndpoint(orderInfoEndpoint, (params) => {
      if (params.orderId === '3') return { content: buildOrderDetail({ id: '3', storeId: 1, startTime: today, endTime: tomorrow }) };
      return supplement && params.orderId === supplement.id ? { content: supplement } : { errorMsg: 'order not found' };
    });
  /** Shop 4's stock: room everywhere unless `stock` (yyyymmdd → goods → units) says otherwise. */
  const lawsonStock = (stock = {}) => mockEndpoint(storeInventoryEndpoint, (params) => ({ content: buildStoreInventory(String(params.startDate), String(params.endDate), stock) }));

  /** change_store for order 3 to shop 4: a dry run prices it, the move itself answers `made`. */
  const changeStore = (made: { moved: boolean; refundAmount: number; supplement: { orderId: string; payAmount: number; payBefore: string } | null }, sent: unknown[]) =>
    mockEndpoint(changeStoreEndpoint, (params) => {
      sent.push(params);
      const difference = made.supplement ? made.supplement.payAmount : -made.refundAmount;
      const quote = { orderId: '3', storeId: 4, orderAmount: 1500 + difference, discountAmount: 0, payAmount: 1500 + difference, couponAmount: 0, difference };
      return { content: params.dryRun ? { ...quote, moved: false, refundAmount: 0, supplement: null } : { ...quote, ...made } };
    });
  const pickLawson = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'list of 1 storage point' }));
    await userEvent.click(within(screen.getByRole('list', { name: 'storage points nearby' })).getByRole('button', { name: /Lawson/ }));
    expect(await screen.findByText('room for your booking on its days')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'select' }));
    return screen.findByRole('alertdialog', { name: 'change to Lawson (East Nanjing Road)?' });
  };

  it('says before selecting when the shop has no room on a day of the booking, and offers no select', async () => {
    const sent: unknown[] = [];
    server.use(orders(), lawsonStock({ [tomorrow.replaceAll('-', '')]: { 2: 1 } }), changeStore({ moved: true, refundAmount: 0, supplement: null }, sent));
    await renderTravellerRoute('/map?orderId=3');
    await userEvent.click(await screen.findByRole('button', { name: 'list of 1 storage point' }));
    await userEvent.click(within(screen.getByRole('list', { name: 'storage points nearby' })).getByRole('button', { name: /Lawson/ }));
    expect(await screen.findByText(`no room for your booking on ${formatDate(tomorrow, 'en')}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'select' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('a dearer shop: the difference to pay, then the payment of the supplement, which opens the booking’s voucher', async () => {
    const sent: unknown[] = [];
    server.use(
      changeStore({ moved: false, refundAmount: 0, supplement: { orderId: '9', payAmount: 700, payBefore: '2026-11-23T02:15:00.000Z' } }, sent),
      orders(buildOrderDetail({ id: '9', storeId: 4, status: 'unpaid', voucherCode: null, paidAt: null, cancellable: false, payBefore: new Date(Date.now() + 15 * 60_000).toISOString(), supplement: { kind: 'move', bookingId: '3' } })),
      lawsonStock(),
    );
    const { router } = await renderTravellerRoute('/map?orderId=3');
    const dialog = await pickLawson();
    expect(within(dialog).getByText('pay ¥7.00 more')).toBeInTheDocument();
    expect(within(dialog).getByText('¥22.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'pay and change' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pay/9'));
    expect(await screen.findByText('change of shop of order no. 3: the difference')).toBeInTheDocument();
    // Priced first (a dry run, again if React re-runs the effect), then moved once.
    expect(sent.at(-1)).toMatchObject({ orderId: '3', storeId: 4, dryRun: false });
    expect(sent.slice(0, -1).every((params) => (params as { dryRun: boolean }).dryRun)).toBe(true);
  });

  it('a cheaper shop: the refund, then the order page; keeping the shop sends no move', async () => {
    const sent: unknown[] = [];
    server.use(changeStore({ moved: true, refundAmount: 500, supplement: null }, sent), orders(), lawsonStock());
    const { router } = await renderTravellerRoute('/map?orderId=3');
    const kept = await pickLawson();
    await userEvent.click(within(kept).getByRole('button', { name: 'keep my shop' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((params) => (params as { dryRun: boolean }).dryRun)).toBe(true);

    await userEvent.click(await screen.findByRole('button', { name: 'select' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'change to Lawson (East Nanjing Road)?' });
    expect(within(dialog).getByText('¥5.00 back to your payment')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'change shop' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/3'));
    expect(await screen.findByText('your order is now at Lawson (East Nanjing Road); ¥5.00 is on its way back')).toBeInTheDocument();
  });
});

describe('pickedShopPath', () => {
  it.each([
    ['/edit', 4, '/edit?storeId=4'],
    ['/edit?orderId=3', 4, '/edit?orderId=3&storeId=4'],
    [null, 4, '/shop/4'],
    ['//evil.example/x', 4, '/shop/4'],
    ['https://evil.example', 4, '/shop/4'],
  ])('%s with shop %d → %s', (to, storeId, expected) => {
    expect(pickedShopPath(to, storeId)).toBe(expected);
  });
});
