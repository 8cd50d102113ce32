import { orderListEndpoint, type OrderListItem } from '@luggage/api/contract';
import { buildOrderListItem, mockEndpoint, type MockAnswer } from '@luggage/api/mocks';
import { expectSentToLogin, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';

// 10:00 on Monday 23 November 2026 in Shanghai: the factory's order starts today.
const NOW = new Date('2026-11-23T02:00:00Z');

/** The pages asked for, in order. */
const pagesAsked = requestLog<string>();

const server = setUpMsw();

/** `count` orders with ids from `firstId` down, as one page. */
const ordersFrom = (firstId: number, count: number) =>
  Array.from({ length: count }, (_, index) => buildOrderListItem({ id: String(firstId - index), storeName: `店 ${firstId - index}` }));

function openOrders(pages: Record<string, MockAnswer<typeof orderListEndpoint>>, options: { isGuest?: boolean; language?: 'en' | 'zh-CN' } = {}) {
  server.use(
    mockEndpoint(orderListEndpoint, (params) => {
      const page = String(params.page);
      pagesAsked.push(page);
      return pages[page] ?? { content: { orders: [], page: Number(page) } };
    }),
  );
  return renderTravellerRoute('/orders', { now: NOW, ...options });
}

const page = (orders: OrderListItem[], number = 1): MockAnswer<typeof orderListEndpoint> => ({ content: { orders, page: number } });

describe('#/orders', () => {
  it('sends a guest to the login, which returns to the orders', async () => {
    const { router } = await openOrders({}, { isGuest: true });
    await expectSentToLogin(router, '/orders');
  });

  it('shows placeholder cards while loading, then each order as a card that opens it', async () => {
    await openOrders({ '1': page([buildOrderListItem({ id: '501', storeName: '人民广场店' })]) });
    // The screen's first render, before the orders come.
    expect(screen.getByText('loading your orders…').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    const list = await screen.findByRole('list', { name: 'my orders' });
    const card = within(list).getByRole('article', { name: '人民广场店' });
    expect(within(card).getByRole('link', { name: '人民广场店' })).toHaveAttribute('href', '/order/501');
    expect(within(card).getByText('paid')).toBeInTheDocument();
    expect(within(card).getByText('23 Nov 2026 (today) to 24 Nov 2026 (tomorrow)')).toBeInTheDocument();
    expect(within(card).getByText('2 bags')).toBeInTheDocument();
    expect(within(card).getByText('¥60.00')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /review/ })).not.toBeInTheDocument();
    expect(pagesAsked).toEqual(['1']);
  });

  it("names each shop in the UI language: its English name in English, else the Chinese one", async () => {
    await openOrders({ '1': page([buildOrderListItem({ id: '502', storeName: '全家便利店(人民广场店)', storeEn: "FamilyMart (People's Square)" }), buildOrderListItem({ id: '501' })]) });
    const list = await screen.findByRole('list', { name: 'my orders' });
    expect(within(list).getByRole('link', { name: "FamilyMart (People's Square)" })).toHaveAttribute('href', '/order/502');
    expect(within(list).getByRole('link', { name: '人民广场店' })).toHaveAttribute('href', '/order/501');
  });

  it('offers "load more" only while the last page was full: 10, then 3', async () => {
    await openOrders({ '1': page(ordersFrom(600, 10)), '2': page(ordersFrom(590, 3), 2) });
    const list = await screen.findByRole('list', { name: 'my orders' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'load more' })).not.toBeInTheDocument();
    // Focus moves to the first new order rather than being lost with the button.
    await waitFor(() => expect(screen.getByRole('link', { name: '店 590' })).toHaveFocus());
    expect(screen.getByText('13 orders shown')).toBeInTheDocument();
    expect(pagesAsked).toEqual(['1', '2']);
  });

  it('shows no "load more" after a short first page', async () => {
    await openOrders({ '1': page(ordersFrom(600, 9)) });
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'load more' })).not.toBeInTheDocument();
  });

  it('without orders offers the way to the map', async () => {
    await openOrders({ '1': page([]) });
    expect(await screen.findByText('no orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'find a storage point on the map' })).toHaveAttribute('href', '/');
  });

  it('says when the orders cannot be loaded, and retries', async () => {
    await openOrders({ '1': { httpStatus: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('request error');
    server.use(mockEndpoint(orderListEndpoint, { content: { orders: ordersFrom(600, 2), page: 1 } }));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('keeps the loaded orders when the next page fails, and retries it', async () => {
    await openOrders({ '1': page(ordersFrom(600, 10)), '2': { httpStatus: 500 } });
    await userEvent.click(await screen.findByRole('button', { name: 'load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('request error');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    server.use(mockEndpoint(orderListEndpoint, { content: { orders: ordersFrom(590, 1), page: 2 } }));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(11));
  });

  it('labels every state of an order, and offers a review only where one is due', async () => {
    const orders = [
      buildOrderListItem({ id: '1', storeName: 'a', status: 'unpaid' }),
      buildOrderListItem({ id: '2', storeName: 'b', status: 'paid' }),
      buildOrderListItem({ id: '3', storeName: 'c', status: 'paid', storeStatus: 20 }),
      buildOrderListItem({ id: '4', storeName: 'd', status: 'paid', storeStatus: 100 }),
      buildOrderListItem({ id: '5', storeName: 'e', status: 'paid', storeStatus: 110 }),
      buildOrderListItem({ id: '6', storeName: 'f', status: 'cancelled' }),
      buildOrderListItem({ id: '7', storeName: 'g', status: 'refunding' }),
      buildOrderListItem({ id: '8', storeName: 'h', status: 'refunded', review: true, reviewed: true }),
      buildOrderListItem({ id: '9', storeName: 'i', status: 'lapsed', startTime: '2026-11-20', endTime: '2026-11-20' }),
      buildOrderListItem({ id: '10', storeName: 'j', status: 'paid', storeStatus: 30, review: true, reviewed: false }),
    ];
    await openOrders({ '1': page(orders) });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.querySelector('.order-status')?.textContent)).toEqual([
      'unpaid',
      'paid',
      'stored',
      'cancellation applied',
      'change requested',
      'cancelled',
      'refunding',
      'refunded',
      'lapsed',
      'picked up',
    ]);
    expect(within(cards[8]!).getByText('20 Nov 2026')).toBeInTheDocument();
    const reviews = screen.getAllByRole('link', { name: /^review the order/ });
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toHaveAccessibleName('review the order at j');
    expect(reviews[0]).toHaveAttribute('href', '/review?id=10');
  });

  it('speaks Chinese', async () => {
    await openOrders({ '1': page([buildOrderListItem({ status: 'unpaid' })]) }, { language: 'zh-CN' });
    expect(await screen.findByText('待支付')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '我的订单' })).toBeInTheDocument();
    expect(screen.getByText('2026年11月23日（今天） 至 2026年11月24日（明天）')).toBeInTheDocument();
    expect(screen.getByText('背包 2 件')).toBeInTheDocument();
  });
});
