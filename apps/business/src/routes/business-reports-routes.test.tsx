import {
  businessConsumeListEndpoint,
  businessInfoEndpoint,
  businessOrderListEndpoint,
  businessSummaryEndpoint,
  owedRefundsEndpoint,
} from '@luggage/api/contract';
import { buildBusinessInfo, buildBusinessShop, mockEndpoint } from '@luggage/api/mocks';
import { setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStaffRoute } from '../app/test/render-staff-route';
import { reportMocks } from '../features/reports/report-mocks';

const server = setUpMsw();

/** Only shop 7's figures exist: a call about another shop is refused as the server would. */
const refusedElsewhere = (params: Record<string, unknown>) => (params.storeId === '7' ? null : { errorMsg: 'you do not work at this shop' });

const SHOP_7 = buildBusinessShop({ storeId: 7, role: 'staff' });
/** A second shop of the account, whose every list and figure the server refuses. */
const SHOP_8 = buildBusinessShop({ storeId: 8, name: '南京东路店', en: 'East Nanjing Road', role: 'staff' });

/** Opens `path` signed in as staff of shop 7 (and of `shops`), whose lists and figures the server answers. */
function openSignedIn(path: string, shops = [SHOP_7]) {
  server.use(
    mockEndpoint(businessInfoEndpoint, { content: buildBusinessInfo({ shops }) }),
    mockEndpoint(businessOrderListEndpoint, (params) => refusedElsewhere(params) ?? { content: { orders: reportMocks.orderRows(900, 2, '2026-11-20'), page: 1 } }),
    mockEndpoint(businessConsumeListEndpoint, (params) => refusedElsewhere(params) ?? { content: { consumes: reportMocks.consumeRows(50, 1, '2026-11-20'), page: 1 } }),
    mockEndpoint(businessSummaryEndpoint, (params) => refusedElsewhere(params) ?? { content: reportMocks.summary([1, 2, 3]) }),
    reportMocks.statisticAnswer(),
  );
  return renderStaffRoute(path);
}

describe('#/bussiness/orders', () => {
  it("lists the current shop's orders, and keeps the tab in the address", async () => {
    const { router } = await openSignedIn('/bussiness/orders');
    // The title is in the layout's loading frame too: checked once the orders show, in the frame that stays.
    expect(await screen.findByRole('article', { name: '138****900' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'shop orders' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'consumption orders' }));
    expect(await screen.findByRole('article', { name: '139****50' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=consume'));
  });

  it.each([
    ['luggage', '', '138****900'],
    ['consumption', '?tab=consume', '139****50'],
  ])("shows the next shop's %s orders after a switch, never the previous shop's", async (_tab, search, article) => {
    await openSignedIn(`/bussiness/orders${search}`, [SHOP_7, SHOP_8]);
    expect(await screen.findByRole('article', { name: article })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'shop' }), 'East Nanjing Road');
    expect(await screen.findByRole('alert')).toHaveTextContent('you do not work at this shop');
    expect(screen.queryByRole('article', { name: article })).not.toBeInTheDocument();
  });

  it('opens the consumption orders from ?tab=consume', async () => {
    await openSignedIn('/bussiness/orders?tab=consume');
    expect(await screen.findByRole('tab', { name: 'consumption orders' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: '139****50' })).toBeInTheDocument();
  });
});

describe('#/bussiness/stats', () => {
  it("shows the owner the shop's refunds still owed above the figures; staff never ask for them", async () => {
    let asked = 0;
    const owedAnswer = mockEndpoint(owedRefundsEndpoint, () => {
      asked += 1;
      return { content: { refunds: [{ refundId: '5', state: 'retrying' as const, orderId: '1207', amount: 2400, since: '2026-11-25T02:00:00Z', attempts: 2, nextAttemptAt: '2026-11-25T02:07:00Z', lastError: 'provider down' }] } };
    });
    server.use(owedAnswer);
    const owner = buildBusinessShop({ storeId: 7, role: 'owner' });
    const { unmount } = await openSignedIn('/bussiness/stats', [owner]);
    const owed = await screen.findByRole('list', { name: 'refunds still owed' });
    expect(within(owed).getByText('order 1207')).toBeInTheDocument();
    expect(within(owed).getByText('last error: provider down')).toBeInTheDocument();
    expect(asked).toBe(1);
    unmount();

    server.use(owedAnswer);
    await openSignedIn('/bussiness/stats');
    await screen.findByRole('region', { name: 'last 12 months' });
    expect(screen.queryByRole('list', { name: 'refunds still owed' })).not.toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it("shows the current shop's months and days", async () => {
    await openSignedIn('/bussiness/stats');
    const summary = await screen.findByRole('region', { name: 'last 12 months' });
    expect(within(summary).getAllByRole('row')).toHaveLength(13);
    expect(await screen.findByRole('rowheader', { name: 'Mon 23 Nov' })).toBeInTheDocument();
  });

  it("shows the next shop's figures after a switch, never the previous shop's", async () => {
    await openSignedIn('/bussiness/stats', [SHOP_7, SHOP_8]);
    expect(await screen.findByRole('region', { name: 'last 12 months' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'shop' }), 'East Nanjing Road');
    expect(await screen.findByRole('alert')).toHaveTextContent('you do not work at this shop');
    expect(screen.queryByRole('region', { name: 'last 12 months' })).not.toBeInTheDocument();
  });
});
