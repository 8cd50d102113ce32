import { businessOrderListEndpoint } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { renderWithApp, setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { businessLocales } from '../../app/locales';
import type { OrderTab } from './order-tab';
import { reportMocks } from './report-mocks';
import { ShopOrderTabs } from './shop-order-tabs';

const server = setUpMsw();

/** Where a row's link went. */
function CounterProbe() {
  const location = useLocation();
  return <p>counter at {`${location.pathname}${location.search}`}</p>;
}

function Screen() {
  const [tab, setTab] = useState<OrderTab>('luggage');
  return <ShopOrderTabs storeId={1} now={reportMocks.now} selected={tab} onSelect={setTab} />;
}

function open(language: 'en' | 'zh-CN' = 'en') {
  return renderWithApp(
    <MemoryRouter initialEntries={['/bussiness/orders']}>
      <Routes>
        <Route path="/bussiness/orders" element={<Screen />} />
        <Route path="/bussiness/counter" element={<CounterProbe />} />
      </Routes>
    </MemoryRouter>,
    { locales: businessLocales, language },
  );
}

const { orderRows, consumeRows } = reportMocks;
const groupRows = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByRole('article')
    .map((row) => row.getAttribute('aria-label'));

describe('the shop order lists', () => {
  it('groups luggage orders by settleDate across pages: 10, load more, 3 more continue the group, then no more', async () => {
    server.use(
      reportMocks.orderPages([
        [...orderRows(900, 4, '2026-11-24'), ...orderRows(896, 6, '2026-11-23')],
        [...orderRows(890, 2, '2026-11-23'), ...orderRows(888, 1, '2026-11-22')],
      ]),
    );
    open();
    expect(screen.getByText('loading orders…').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'settled 24 Nov 2026 (tomorrow)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(groupRows('settled 23 Nov 2026 (today)')).toHaveLength(6);
    expect(screen.getByText('10 orders shown')).toHaveAttribute('role', 'status');

    await userEvent.click(screen.getByRole('button', { name: 'load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(13));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'settled 24 Nov 2026 (tomorrow)',
      'settled 23 Nov 2026 (today)',
      'settled 22 Nov 2026 (yesterday)',
    ]);
    expect(groupRows('settled 23 Nov 2026 (today)')).toEqual(['138****896', '138****895', '138****894', '138****893', '138****892', '138****891', '138****890', '138****889']);
    expect(groupRows('settled 22 Nov 2026 (yesterday)')).toEqual(['138****888']);
    expect(screen.queryByRole('button', { name: 'load more' })).not.toBeInTheDocument();
    expect(screen.getByText('13 orders shown')).toHaveAttribute('role', 'status');
    // The first row of the new page has the focus: its voucher link.
    expect(screen.getByRole('link', { name: 'voucher CODE0890: open at the counter' })).toHaveFocus();
  });

  it('shows each order: traveller, goods, dates, amount, state, walk-in, and opens it at the counter by its code', async () => {
    server.use(
      reportMocks.orderPages([
        [
          ...orderRows(901, 1, '2026-11-23', { storeStatus: 20, goodsList: [{ goodsId: 1, count: 1, price: 2000, discount: 2000 }, { goodsId: 2, count: 2, price: 1500, discount: 1500 }] }),
          ...orderRows(900, 1, '2026-11-23', { walkIn: true, traveller: '王先生', storeStatus: 30, voucherCode: null }),
        ],
      ]),
    );
    open();
    const stored = await screen.findByRole('article', { name: '138****901' });
    expect(within(stored).getByText('stored')).toBeInTheDocument();
    expect(within(stored).getByText('1 suitcase · 2 bags')).toBeInTheDocument();
    expect(within(stored).getByText('23 Nov 2026 to 24 Nov 2026')).toBeInTheDocument();
    expect(within(stored).getByText('¥60.00')).toBeInTheDocument();
    const walkIn = screen.getByRole('article', { name: '王先生' });
    expect(within(walkIn).getByText('walk-in')).toBeInTheDocument();
    expect(within(walkIn).getByText('completed')).toBeInTheDocument();
    expect(within(walkIn).getByText('no voucher code')).toBeInTheDocument();
    expect(within(walkIn).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'load more' })).not.toBeInTheDocument();

    await userEvent.click(within(stored).getByRole('link', { name: 'voucher CODE0901: open at the counter' }));
    expect(await screen.findByText('counter at /bussiness/counter?code=CODE0901')).toBeInTheDocument();
  });

  it('switches to the consumption orders with the tab (arrow keys too), grouped by settleDate', async () => {
    server.use(reportMocks.orderPages([orderRows(900, 1, '2026-11-23')]), reportMocks.consumePages([[...consumeRows(50, 2, '2026-11-23'), ...consumeRows(48, 1, '2026-11-20')]]));
    open();
    const luggageTab = await screen.findByRole('tab', { name: 'luggage orders' });
    expect(luggageTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: '138****900' })).toBeInTheDocument();
    luggageTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const consumeTab = screen.getByRole('tab', { name: 'consumption orders' });
    expect(consumeTab).toHaveAttribute('aria-selected', 'true');
    expect(consumeTab).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('consumption orders');
    const row = await screen.findByRole('article', { name: '139****50' });
    expect(within(row).getByText('1 extra day')).toBeInTheDocument();
    expect(within(row).getByText('¥15.00')).toBeInTheDocument();
    expect(within(row).getByText('order 1050')).toBeInTheDocument();
    expect(groupRows('settled 23 Nov 2026 (today)')).toEqual(['139****50', '139****49']);
    expect(groupRows('settled 20 Nov 2026')).toEqual(['139****48']);
  });

  it('says so when the shop has no orders', async () => {
    server.use(reportMocks.orderPages([]));
    open();
    expect(await screen.findByText('no luggage orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'load more' })).not.toBeInTheDocument();
  });

  it('shows a failed load with the reason and loads again on retry', async () => {
    let fails = true;
    server.use(
      mockEndpoint(businessOrderListEndpoint, (params) =>
        fails ? { errorMsg: 'you do not work at this shop' } : { content: { orders: orderRows(900, 1, '2026-11-23'), page: Number(params.page) } },
      ),
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('you do not work at this shop');
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('article', { name: '138****900' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the loaded rows when a further page fails, and retries that page', async () => {
    let fails = true;
    server.use(
      mockEndpoint(businessOrderListEndpoint, (params) => {
        const page = Number(params.page);
        if (page === 2 && fails) return { httpStatus: 500 };
        return { content: { orders: page === 1 ? orderRows(900, 10, '2026-11-23') : orderRows(890, 1, '2026-11-22'), page } };
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('request error');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('article', { name: '138****890' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(11);
  });

  it('in Chinese', async () => {
    server.use(reportMocks.orderPages([orderRows(900, 1, '2026-11-22', { storeStatus: 0 })]));
    open('zh-CN');
    expect(await screen.findByRole('tab', { name: '寄存订单' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: '结算日 2026年11月22日（昨天）' })).toBeInTheDocument();
    const row = screen.getByRole('article', { name: '138****900' });
    expect(within(row).getByText('已预约')).toBeInTheDocument();
    expect(within(row).getByText('背包 2 件')).toBeInTheDocument();
    expect(within(row).getByText('2026年11月23日 至 2026年11月24日')).toBeInTheDocument();
  });
});
